/** Types for build.mjs (a plain script, so that scripts/build-web.mjs runs it with Node alone). */
export interface EmbedMetafile {
  outputs: Record<string, { bytes: number; entryPoint?: string; imports: { path: string; kind: string }[]; inputs: Record<string, { bytesInOutput: number }> }>;
}
export function buildEmbed(options?: { outdir?: string; metafile?: string }): Promise<string>;
export function embedLoads(metafile: EmbedMetafile): { spectator: Set<string>; seated: Set<string> };
