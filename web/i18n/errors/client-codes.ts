/** Refusals the client makes itself, about a move still being composed (web/composer/); their words are this area's. */
export type ClientErrorCode = "PICK_CUP" | "PICK_SQUARE" | "SQUARE_NOT_FREE" | "STEP_NOT_LEGAL" | "NOTHING_TO_POUR";
