import { css } from "lit";

/** The order cards' buttons and their details (card-detail.ts), for the components that show a queue. */
export const cardDetailStyles = css`
  .card-button {
    display: block;
    width: 100%;
    min-width: 0;
    padding: 0;
    border: 0;
    border-radius: 0.45rem;
    background: none;
    color: inherit;
    font: inherit;
    text-align: start;
    cursor: pointer;
  }
  .card-button:hover .card {
    border-color: var(--accent, #8a4b22);
  }
  .card-detail {
    position: fixed;
    inset: auto;
    margin: 0;
    width: min(20rem, calc(100vw - 1rem));
    max-height: calc(100dvh - 1rem);
    overflow: auto;
    padding: 0.6rem 0.75rem;
    border: 2px solid var(--accent, #8a4b22);
    border-radius: 0.6rem;
    background: var(--card, #fff);
    color: var(--fg, #2b1d14);
    box-shadow: 0 0.4rem 1.2rem rgb(0 0 0 / 0.25);
    font-size: 0.88rem;
    line-height: 1.35;
  }
  .card-detail p {
    margin: 0 0 0.3rem;
  }
  .card-detail .detail-name {
    font-weight: 700;
    font-size: 1rem;
  }
  .card-detail .drops {
    font-weight: 600;
  }
  .card-detail .detail-cups {
    margin-top: 0.4rem;
    font-weight: 600;
  }
  .card-detail ul {
    margin: 0 0 0.4rem;
    padding-inline-start: 1.1rem;
  }
  .card-detail .close {
    display: block;
    margin-inline-start: auto;
    min-height: 36px;
  }
`;
