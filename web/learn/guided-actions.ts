import type { Action } from "../../game/engine/index.js";

// Written by `npm run learn:deal -- --write`: the guided deal (seed "learn-36") as the medium bot
// plays both seats, stored so that no phone runs the bot to learn. Data only.
export const GUIDED_ACTIONS: Action[] = [
  {"type":"place","player":1,"square":1,"cup":0},
  {"type":"place","player":0,"square":2,"cup":0},
  {"type":"place","player":1,"square":7,"cup":0},
  {"type":"place","player":0,"square":3,"cup":1},
  {"type":"turn","player":0,"meeple":1,"path":[7,11,15],"pours":[{"coffee":1},{"steam":1},{"water":1}],"complete":[{"cup":0,"card":3},{"cup":1,"card":2}]},
  {"type":"turn","player":1,"meeple":1,"path":[11,10,9],"pours":[{"steam":1},{"milk":1},{"coffee":1}],"complete":[{"cup":0,"card":80}]},
  {"type":"turn","player":0,"meeple":0,"path":[1,2,3],"pours":[{},{},{"steam":1,"fruit":1}],"complete":[{"cup":2,"card":82}]},
  {"type":"turn","player":1,"meeple":0,"path":[5,6,2],"pours":[{"steam":1},{},{"milk":1,"ice":1}],"complete":[{"cup":2,"card":24}]},
  {"type":"turn","player":0,"meeple":0,"path":[2,1,5,4],"activate":"diagonalMovement","pours":[{},{},{"coffee":1,"milk":1,"steam":1,"fruit":1}],"complete":[{"cup":2,"card":73}]},
  {"type":"turn","player":1,"meeple":0,"path":[3,2,1],"pours":[{},{"coffee":1,"steam":1,"fruit":1},{}],"complete":[{"cup":1,"card":71}]},
  {"type":"turn","player":0,"meeple":0,"path":[1,6,7,3],"pours":[{},{"ice":1,"fruit":1,"water":1},{"coffee":1}],"complete":[{"cup":1,"card":85}]},
  {"type":"turn","player":1,"meeple":1,"path":[8,5,2,7],"activate":"diagonalMovement","pours":[{},{"steam":1,"tea":1,"water":1},{"milk":1}],"complete":[{"cup":1,"card":55}]},
  {"type":"turn","player":0,"meeple":0,"path":[2,1,5,8],"pours":[{},{"steam":1,"fruit":1,"tea":1},{"milk":1}],"complete":[{"cup":1,"card":88}]},
  {"type":"turn","player":1,"meeple":0,"path":[5,8,4],"pours":[{"milk":1,"tea":1},{"coffee":1},{}],"complete":[{"cup":0,"card":36}]},
  {"type":"turn","player":0,"meeple":0,"path":[4,9,5,0],"activate":"doubleMeeples","pours":[{"coffee":1,"milk":1,"steam":1},{"coffee":1},{"ice":1}],"complete":[{"cup":0,"card":16},{"cup":2,"card":25}]},
  {"type":"turn","player":1,"meeple":0,"path":[9,14,11,10],"pours":[{},{"milk":1,"steam":1,"chocolate":1},{"coffee":1}],"complete":[{"cup":1,"card":64}]},
  {"type":"turn","player":0,"meeple":1,"path":[14,10,6],"pours":[{},{"milk":1,"ice":1,"chocolate":1},{"milk":1}],"complete":[{"cup":1,"card":68}]},
  {"type":"turn","player":1,"meeple":0,"path":[7,6,9,8],"activate":"doubleMeeples","pours":[{"ice":1,"tea":1,"water":1},{"ice":1},{"steam":1}],"complete":[{"cup":0,"card":56},{"cup":2,"card":17}]},
  {"type":"turn","player":0,"meeple":1,"path":[7,6,1],"pours":[{"water":1},{"water":1},{"ice":1,"fruit":1}],"complete":[{"cup":2,"card":87}]},
  {"type":"turn","player":1,"meeple":0,"path":[5,0,1,4],"pours":[{"coffee":1,"milk":1,"ice":1,"fruit":1},{},{"ice":1}],"complete":[{"cup":0,"card":74}]},
  {"type":"turn","player":0,"meeple":0,"path":[1,6,9,8],"pours":[{"steam":1,"tea":1},{"ice":1,"fruit":1},{"fruit":1}],"complete":[{"cup":0,"card":52},{"cup":1,"card":84}]},
  {"type":"turn","player":1,"meeple":1,"path":[2,5,4,5],"empty":[2],"pours":[{},{"coffee":1,"milk":1},{"coffee":1,"milk":1,"steam":1}],"complete":[{"cup":1,"card":27},{"cup":2,"card":23}]},
];
