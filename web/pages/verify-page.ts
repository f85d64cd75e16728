import { html, nothing } from "lit";
import { customElement, state } from "lit/decorators.js";
import { PageElement } from "../app/page-element.js";
import "../fair/cr-verify-record.js";
import { t } from "../i18n/index.js";

/** /verify: anyone drops (or picks) a game record file and the browser checks it (R-18). Nothing is uploaded. */
@customElement("cr-verify-page")
export class VerifyPage extends PageElement {
  @state() private record: unknown = null;
  @state() private fileName = "";
  @state() private unreadable = false;
  @state() private dragging = false;

  private async open(file: File | undefined) {
    if (!file) return;
    this.fileName = file.name;
    try {
      this.record = JSON.parse(await file.text());
      this.unreadable = false;
    } catch {
      this.record = null;
      this.unreadable = true;
    }
  }

  private onDrop(event: DragEvent) {
    event.preventDefault();
    this.dragging = false;
    void this.open(event.dataTransfer?.files[0]);
  }

  private onDragOver(event: DragEvent) {
    event.preventDefault();
    this.dragging = true;
  }

  override render() {
    return html`<section class="page narrow">
      <h1>${t("app.page.verify")}</h1>
      <p>${t("fair.page.intro")}</p>
      <label
        class="drop-zone ${this.dragging ? "dragging" : ""}"
        @dragover=${this.onDragOver}
        @dragleave=${() => (this.dragging = false)}
        @drop=${this.onDrop}
      >
        <strong>${t("fair.page.drop")}</strong>
        <span>${t("fair.page.choose")}</span>
        <input
          type="file"
          accept="application/json,.json"
          @change=${(event: Event) => this.open((event.target as HTMLInputElement).files?.[0])}
        />
      </label>
      ${this.fileName ? html`<p class="muted">${t("fair.page.checked", { name: this.fileName })}</p>` : nothing}
      ${this.unreadable
        ? html`<p role="alert" class="error">${t("fair.page.unreadable", { name: this.fileName })}</p>`
        : html`<cr-verify-record mode="file" .record=${this.record}></cr-verify-record>`}
      <h2 class="verify-proves">${t("fair.page.proves")}</h2>
      <p>${t("fair.page.provesText")}</p>
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "cr-verify-page": VerifyPage;
  }
}
