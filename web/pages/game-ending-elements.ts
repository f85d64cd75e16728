// An ended game's elements, one module loaded once a game page shows an ending: the result and replay,
// and the rematch.
import "../end/cr-game-over.js";
import "../talk/cr-play-again.js";
