import { css } from "lit";

/**
 * The phone's resting sheet, raised over what scrolls under it: the composer's, and the plan's bar
 * while the player waits (a module of its own: a spectator's table, and its embed, need neither).
 */
export const restingSheetLook = css`
  background: var(--card, #fff);
  border: 2px solid var(--accent, #8a4b22);
  border-radius: 1rem 1rem 0.75rem 0.75rem;
  box-shadow: 0 -0.25rem 1rem rgb(0 0 0 / 0.12);
`;
