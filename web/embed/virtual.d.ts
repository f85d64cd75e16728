/**
 * Made by the embed build (web/embed/build.mjs) from web/shared/styles.ts: the seat colours as
 * custom properties (`--cr-seat-0: …;`), for the light and the dark theme, so an embed follows
 * the theme it is given rather than the visitor's system setting.
 */
declare module "embed:seat-palette" {
  export const lightSeats: string;
  export const darkSeats: string;
}
