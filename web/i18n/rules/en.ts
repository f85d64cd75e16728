/** The rules page's text in English (web/rules/): written for the app from ../shared/rules/RULES.md. */
export const en = {
  "rules.title.classic": "How to play Coffee Rush",
  "rules.title.winter": "How to play Coffee Rush: Winter",
  "rules.intro":
    "Everything the game asks of you, in the order you meet it. The pictures are drawn by the same engine that runs every game here, so what they show is exactly what the table will do.",
  "rules.otherEdition.classic": "Playing Winter? Read the Winter rules",
  "rules.otherEdition.winter": "Playing the original? Read the Classic rules",
  "rules.contents": "Contents",
  "rules.example": "Example",
  "rules.before": "Before the turn",
  "rules.after": "After the turn",
  "rules.winterOnly": "Winter only",
  "rules.classicOnly": "Classic only",

  "rules.basics.p1":
    "You run a coffee counter with your friends. Customers' orders wait in your queue; you serve them by filling cups with exactly the right ingredients.",
  "rules.basics.li1": "Move your barista one to three squares on the 4×4 board and take the ingredient of every square you step on.",
  "rules.basics.li2": "Pour those ingredients into your three cups.",
  "rules.basics.li3": "A cup that holds exactly an order's recipe serves it: the card becomes a like, worth points.",
  "rules.basics.li4": "At the end of your turn your orders move one step closer to the door; an order that falls out is a dislike.",
  "rules.basics.p2": "Collect likes, unlock upgrades with them, avoid dislikes. The most points win.",

  "rules.editions.p1": "Coffee Rush comes in two editions with the same board and the same turn. Here is what differs:",
  "rules.editions.li1":
    "Orders: Classic has 80 order cards. Winter has 90 and, before shuffling, sets some aside unseen: 20 with two players, 10 with three.",
  "rules.editions.li2":
    "Ingredients: the board's caramel square holds fruit in Winter. In Classic the ingredient tokens can run out; in Winter they never do.",
  "rules.editions.li3":
    "Speed tokens: Classic calls them rush tokens and nobody starts with one; Winter calls them cookies and everyone starts with one.",
  "rules.editions.li4":
    "Upgrades: Classic plays with its four upgrades. Winter has six, and each game uses four of them.",
  "rules.editions.li5": "Points: Classic counts 1 per like and 2 per upgrade, Winter 2 per like and 5 per upgrade; a dislike costs 1 in both.",
  "rules.editions.p2":
    "Two to four people can play. Each has three cups, a barista meeple (two each in a two-player game), four upgrade tiles face down, a queue of orders with positions 1 to 4, and two piles: likes (orders served) and dislikes (orders missed).",
  "rules.editions.p3": "Everything on the table is open for all to see: every player's cups, orders, likes, dislikes, rush tokens or cookies and upgrades. Only the order of the deck is secret. Rush tokens and cookies never run out, and cups hold any number of ingredients.",

  "rules.setup.li1": "The order cards are shuffled into a face-down deck, and one player is chosen to start (at random, unless the host picks).",
  "rules.setup.li2": "Everyone receives an order at position 1 and another at position 2 of their queue; the starting player also gets a second order at position 1.",
  "rules.setup.tokens.classic": "Nobody has a rush token yet: they are earned during the game.",
  "rules.setup.tokens.winter": "Each player takes one cookie.",
  "rules.setup.li3":
    "Then the meeples go onto the board one at a time, never two on the same square. With three or four players, the player to the starting player's right places first and placing goes on against the turn order, so the starting player places last. With two players, the second player places first and then you take turns until all four meeples stand.",
  "rules.setup.li4": "Placing a meeple gives you the ingredient of its square: put it in one of your cups.",
  "rules.example.placement": "Seat 1 places its meeple on the coffee corner and pours that coffee into cup 1. Its cups: {cups}.",

  "rules.turn.p1": "Play passes to the left. Your turn has five steps, always in this order:",
  "rules.turn.li1": "Activate an upgrade (optional, at most one per turn).",
  "rules.turn.li2": "Move and collect ingredients (required).",
  "rules.turn.li3": "Pour them into your cups (required, though pouring nothing is allowed).",
  "rules.turn.li4": "Complete orders (optional).",
  "rules.turn.li5": "Flow of time (happens by itself).",
  "rules.turn.p2":
    "Here you build the whole turn on the table first and see what it will give you; nothing counts until you submit it, and Undo takes back any step.",

  "rules.movement.p1":
    "Move your meeple one, two or three steps. A step goes to a neighbouring square: up, down, left or right (diagonally too only with the Diagonal Movement upgrade). With two players, choose one of your two meeples; all the steps go to it.",
  "rules.movement.speed.classic": "Each rush token you spend adds one step, and you may spend as many as you hold.",
  "rules.movement.speed.winter": "Each cookie you spend adds one step, and you may spend as many as you hold.",
  "rules.movement.p2":
    "Every square you step on gives you its ingredient, even one you entered earlier in the same move and even one where another meeple stands.",
  "rules.movement.p3":
    "You may walk through a square with a meeple on it, but you may not stop there. The square you started from counts as free once you have left it, so you may come back to it.",
  "rules.movement.supply.classic": "In Classic the ingredient tokens are limited: when the supply has run out of an ingredient, its squares give nothing until some come back.",
  "rules.movement.supply.winter": "In Winter the supply never runs out.",
  "rules.example.movement":
    "Seat 1 starts on steam, steps to coffee and water, walks through the ice square where seat 2 stands and stops on milk. Four steps cost one rush token. Collected: {collected}.",

  "rules.pouring.p1": "Put the ingredients you collected this turn into your cups, shared out as you like. Whatever you don't pour goes back to the supply.",
  "rules.pouring.p2": "What is already in a cup stays in that cup: you never move ingredients from one cup to another. Cups have no size limit.",
  "rules.pouring.p3": "At any moment of your turn you may empty a whole cup back into the supply, for instance when it no longer fits any order.",
  "rules.example.pouring":
    "Seat 1 collects {collected}. It pours the milk onto the coffee already in cup 1 and the coffee into cup 2; the water is not poured and goes back. Its cups now: {cups}.",

  "rules.orders.p1":
    "A cup completes an order anywhere in your queue when it holds exactly that order's recipe: the same ingredients in the same numbers, and nothing else.",
  "rules.orders.p2":
    "The cup's ingredients go back to the supply and the card goes onto your likes. A cup completes at most one order per turn, but each of your cups may complete one.",
  "rules.orders.p3": "Serving a specialty order (marked ★) also earns you {oneToken}.",
  "rules.orders.p4": "Completing is never forced: you may keep a full cup for a later turn.",
  "rules.example.orders":
    "Cup 1 holds steam and water. Seat 1 steps onto tea and pours it in: the cup now matches the Green Tea order, a specialty. Seat 1 gets a like and {oneToken}; likes: {likes}.",

  "rules.orderSurge.p1":
    "Serving brings in more customers. If you completed orders this turn, the next two players in turn order each draw that many new orders onto their position 1: first the player to your left draws all of theirs, then the next player.",
  "rules.orderSurge.li1": "Two players: the other player draws.",
  "rules.orderSurge.li2": "Three players: both other players draw.",
  "rules.orderSurge.li3": "Four players: the third player to your left draws nothing.",
  "rules.example.orderSurge":
    "With four players, seat 1 completes an Espresso and an Iced Americano. Seats 2 and 3 each draw {drawn} new orders onto position 1; seat 4 draws none.",

  "rules.flowOfTime.p1":
    "At the end of your turn every card in your queue moves down one position: 1 to 2, 2 to 3, 3 to 4. A card pushed out of position 4 is a missed order: it becomes a dislike, and you receive {oneToken} to make up for it.",
  "rules.flowOfTime.p2": "With two players you then draw one new order onto your position 1.",
  "rules.example.flowOfTime":
    "The Americano at position 4 falls out: seat 1 gets a dislike and {oneToken}. The Cocoa and the Espresso each move down one position.",

  "rules.end.p1":
    "The start token shows OPEN. It turns to CLOSED as soon as a player has five or more dislikes, when the deck runs out (a draw empties it or cannot be made in full: players take what is left), or when after a turn nobody has a single order left in their queue.",
  "rules.end.p2":
    "After that, play goes on until everyone has had the same number of turns: the last turn is the one of the player to the starting player's right. If the token turns during that player's turn, the game ends with it.",
  "rules.end.p3": "With two players: if the starting player closes it, the other player has one more turn; otherwise the game ends at once.",
  "rules.example.end": "Seat 1 already has 4 dislikes. The Americano falls out of position 4 and makes {dislikes}: the start token turns to CLOSED.",

  "rules.scoring.p1": "At the end each like is worth {like}, each face-up upgrade {upgrade}, and each dislike costs {dislike}.",
  "rules.scoring.p2.classic": "The highest score wins. On a tie, the tied player with more likes wins; if still tied, the one with more rush tokens left; if still tied, they share the win.",
  "rules.scoring.p2.winter": "The highest score wins. On a tie, the tied player with more likes wins; if still tied, the one with more cookies left; if still tied, they share the win.",
  "rules.example.scoring": "{edition}: {likes} likes, {upgrades} face-up upgrade and {dislikes} dislikes make {score} points.",

  "rules.upgrades.p1":
    "Upgrades are tiles on your player board that start face down. At the start of your turn you may discard three likes to turn one face up, once per turn; it works from that turn to the end of the game. Discarded likes leave the game and no longer count.",
  "rules.upgrades.p2": "When several upgrades double the same square, they multiply: two doublings give four times the ingredient.",
  "rules.upgrades.p3": "Classic always plays with the first four below. Winter adds the last two, and each game uses four of the six.",
  "rules.upgrades.presets": "When creating a Winter game, the host may take a ready-made set of four: {presets}.",
  "rules.upgrade.doubleMeeples": "Entering a square where another meeple stands gives you its ingredient twice. With two players, your own other meeple counts too.",
  "rules.upgrade.diagonalMovement": "Your steps may also go diagonally.",
  "rules.upgrade.doubleCorners": "The four corner squares give you their ingredient twice.",
  "rules.upgrade.doubleSpecialties": "The specialty squares give you their ingredient twice: {special}, chocolate, water and tea.",
  "rules.upgrade.doubleDestination": "The square where your move ends gives you its ingredient twice (only for that last step).",
  "rules.upgrade.jump":
    "You may give up everything your first step would give you to take one extra step. Only the first step can be given up, and the extra step follows every other rule.",
  "rules.example.winterFirst":
    "From the Winter rulebook. Seat 1 has Double Meeples and Double Corners face up, and seat 2 stands on the coffee corner. Seat 1 steps onto that corner (twice for the meeple, twice for the corner), back through its starting steam square and on to fruit. Collected: {collected}.",
  "rules.example.winterSecond":
    "From the Winter rulebook. Seat 1 has Diagonal Movement and Jump face up. It steps onto water but gives it up to jump, goes diagonally to milk, through chocolate, and stops on steam: four steps and no cookie spent. Collected: {collected}.",
  "rules.example.doubleSpecialties": "Seat 1 has Double Specialties face up and moves from coffee onto tea, then steam. Collected: {collected}.",
  "rules.example.doubleDestination": "Seat 1 has Double Destination face up and moves from steam to milk, then to coffee, where the move ends. Collected: {collected}.",

  "rules.variants.p1": "Variants change a few rules. The host picks them when creating the game.",
  "rules.variant.calmStart":
    "The four Ristretto and Espresso cards are set apart and shuffled, and each player gets one at position 1. Then everyone gets an order from the deck at position 2, and the starting player one more at position 1. Ristretto and Espresso cards left over leave the game.",
  "rules.variant.mainBoardChaos": "The ingredient tiles are shuffled: the four specialty tiles onto the four snowflake squares, the other twelve onto the rest.",
  "rules.variant.variableUpgrades": "Instead of the table choosing four upgrades for everyone, each player picks their own four of the six before play.",
  "rules.variant.juniorBarista":
    "A gentler game without upgrades. Everyone starts with two orders on each of the four positions. Moves are one to four steps and may end on an occupied square. There is no order surge and no flow of time. The token turns to CLOSED when a player has served every order in their queue, and the round is finished as usual. Everyone still starts with one cookie.",
  "rules.example.juniorBarista":
    "Seat 1 moves four steps without spending a cookie and stops on the milk square where seat 2 stands. Collected: {collected}.",
};
