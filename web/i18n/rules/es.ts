import type { Translation } from "../../../protocol/i18n/translate.js";
import type { en } from "./en.js";

/** El texto de la página de reglas (español). */
export const es: Translation<typeof en> = {
  "rules.title.classic": "Cómo se juega a Coffee Rush",
  "rules.title.winter": "Cómo se juega a Coffee Rush: Winter",
  "rules.intro":
    "Todo lo que el juego te pide, en el orden en que te lo vas a encontrar. Los dibujos los hace el mismo motor que mueve cada partida aquí, así que lo que muestran es exactamente lo que hará la mesa.",
  "rules.otherEdition.classic": "¿Juegas a Winter? Lee las reglas de Winter",
  "rules.otherEdition.winter": "¿Juegas al original? Lee las reglas de Classic",
  "rules.contents": "Índice",
  "rules.example": "Ejemplo",
  "rules.before": "Antes del turno",
  "rules.after": "Después del turno",
  "rules.winterOnly": "Solo Winter",
  "rules.classicOnly": "Solo Classic",

  "rules.basics.p1":
    "Atiendes una barra de café con tus amigos. Los pedidos de los clientes esperan en tu fila; los sirves llenando tazas con los ingredientes exactos.",
  "rules.basics.li1": "Mueve a tu barista de una a tres casillas por el tablero de 4×4 y toma el ingrediente de cada casilla que pisas.",
  "rules.basics.li2": "Reparte esos ingredientes entre tus tres tazas.",
  "rules.basics.li3": "Una taza con exactamente la receta de un pedido lo sirve: la carta pasa a ser un «me gusta», que da puntos.",
  "rules.basics.li4": "Al final de tu turno tus pedidos avanzan un paso hacia la puerta; el pedido que se cae es un «no me gusta».",
  "rules.basics.p2": "Junta «me gusta», desbloquea mejoras con ellos y evita los «no me gusta». Gana quien tenga más puntos.",

  "rules.editions.p1": "Coffee Rush tiene dos ediciones con el mismo tablero y el mismo turno. Esto es lo que cambia:",
  "rules.editions.li1":
    "Pedidos: Classic tiene 80 cartas de pedido. Winter tiene 90 y, antes de barajar, aparta algunas sin mirarlas: 20 con dos jugadores, 10 con tres.",
  "rules.editions.li2":
    "Ingredientes: la casilla de caramelo del tablero es de fruta en Winter. En Classic las fichas de ingrediente se pueden agotar; en Winter nunca.",
  "rules.editions.li3":
    "Fichas de velocidad: en Classic se llaman fichas de prisa y nadie empieza con una; en Winter son galletas y todos empiezan con una.",
  "rules.editions.li4": "Mejoras: Classic juega con sus cuatro mejoras. Winter tiene seis y cada partida usa cuatro.",
  "rules.editions.li5":
    "Puntos: en Classic cada «me gusta» vale 1 y cada mejora 2; en Winter, 2 por «me gusta» y 5 por mejora. Cada «no me gusta» resta 1 en las dos.",
  "rules.editions.p2":
    "Juegan de dos a cuatro personas. Cada una tiene tres tazas, un meeple barista (dos cada una en partidas de dos), cuatro losetas de mejora boca abajo, una fila de pedidos con las posiciones 1 a 4 y dos montones: «me gusta» (pedidos servidos) y «no me gusta» (pedidos perdidos).",
  "rules.editions.p3": "Todo lo que hay en la mesa está a la vista de todos: las tazas, los pedidos, los «me gusta», los «no me gusta», las fichas de prisa o galletas y las mejoras de cada jugador. Solo el orden del mazo es secreto. Las fichas de prisa y las galletas nunca se agotan y en una taza caben tantos ingredientes como quieras.",

  "rules.setup.li1": "Se barajan las cartas de pedido en un mazo boca abajo y se elige quién empieza (al azar, salvo que lo decida el anfitrión).",
  "rules.setup.li2": "Cada cual recibe un pedido en la posición 1 y otro en la posición 2 de su fila; quien empieza recibe además un segundo pedido en la posición 1.",
  "rules.setup.tokens.classic": "Nadie tiene todavía fichas de prisa: se ganan durante la partida.",
  "rules.setup.tokens.winter": "Cada jugador toma una galleta.",
  "rules.setup.li3":
    "Después se colocan los meeples en el tablero de uno en uno, nunca dos en la misma casilla. Con tres o cuatro jugadores coloca primero quien está a la derecha del jugador inicial y se sigue en sentido contrario al turno, así que el jugador inicial coloca el último. Con dos, coloca primero el segundo jugador y luego os vais alternando hasta que estén los cuatro meeples.",
  "rules.setup.li4": "Al colocar un meeple recibes el ingrediente de su casilla: échalo en una de tus tazas.",
  "rules.example.placement": "El asiento 1 coloca su meeple en la esquina del café y echa ese café en la taza 1. Sus tazas: {cups}.",

  "rules.turn.p1": "El turno pasa hacia la izquierda. Tu turno tiene cinco pasos, siempre en este orden:",
  "rules.turn.li1": "Activar una mejora (opcional, como mucho una por turno).",
  "rules.turn.li2": "Moverte y recoger ingredientes (obligatorio).",
  "rules.turn.li3": "Echarlos en tus tazas (obligatorio, aunque se permite no echar nada).",
  "rules.turn.li4": "Completar pedidos (opcional).",
  "rules.turn.li5": "El paso del tiempo (ocurre solo).",
  "rules.turn.p2":
    "Aquí preparas primero el turno entero en la mesa y ves lo que te dará; nada cuenta hasta que lo envías, y Deshacer anula cualquier paso.",

  "rules.movement.p1":
    "Mueve tu meeple una, dos o tres casillas. Cada paso va a una casilla vecina: arriba, abajo, a la izquierda o a la derecha (en diagonal solo con la mejora Movimiento diagonal). Con dos jugadores eliges uno de tus dos meeples y todos los pasos son suyos.",
  "rules.movement.speed.classic": "Cada ficha de prisa que gastas añade un paso, y puedes gastar todas las que tengas.",
  "rules.movement.speed.winter": "Cada galleta que gastas añade un paso, y puedes gastar todas las que tengas.",
  "rules.movement.p2": "Cada casilla que pisas te da su ingrediente, aunque ya la hayas pisado en el mismo movimiento y aunque haya otro meeple en ella.",
  "rules.movement.p3":
    "Puedes pasar por una casilla con un meeple, pero no detenerte en ella. La casilla de la que saliste cuenta como libre en cuanto la dejas, así que puedes volver a ella.",
  "rules.movement.supply.classic": "En Classic las fichas de ingrediente son limitadas: si en la reserva se acaba un ingrediente, sus casillas no dan nada hasta que vuelva alguna.",
  "rules.movement.supply.winter": "En Winter la reserva nunca se acaba.",
  "rules.example.movement":
    "El asiento 1 sale del vapor, pasa al café y al agua, cruza la casilla de hielo donde está el asiento 2 y se detiene en la leche. Cuatro pasos cuestan una ficha de prisa. Recoge: {collected}.",

  "rules.pouring.p1": "Echa en tus tazas los ingredientes que recogiste este turno, repartidos como quieras. Lo que no eches vuelve a la reserva.",
  "rules.pouring.p2": "Lo que ya está en una taza se queda en esa taza: nunca pasas ingredientes de una taza a otra. Las tazas no tienen límite de tamaño.",
  "rules.pouring.p3": "En cualquier momento de tu turno puedes vaciar una taza entera en la reserva, por ejemplo cuando ya no sirve para ningún pedido.",
  "rules.example.pouring":
    "El asiento 1 recoge {collected}. Echa la leche sobre el café que ya había en la taza 1 y el café en la taza 2; el agua no la echa y vuelve a la reserva. Sus tazas ahora: {cups}.",

  "rules.orders.p1":
    "Una taza completa un pedido de cualquier posición de tu fila cuando tiene exactamente su receta: los mismos ingredientes en las mismas cantidades, y nada más.",
  "rules.orders.p2":
    "Los ingredientes de la taza vuelven a la reserva y la carta va a tus «me gusta». Una taza completa como mucho un pedido por turno, pero cada una de tus tazas puede completar uno.",
  "rules.orders.p3": "Servir un pedido de especialidad (marcado con ★) te da además {oneToken}.",
  "rules.orders.p4": "Completar nunca es obligatorio: puedes guardar una taza llena para otro turno.",
  "rules.example.orders":
    "La taza 1 tiene vapor y agua. El asiento 1 pisa el té y lo echa: la taza coincide ahora con el pedido Green Tea, una especialidad. El asiento 1 gana un «me gusta» y {oneToken}; «me gusta»: {likes}.",

  "rules.orderSurge.p1":
    "Servir atrae a más clientes. Si completaste pedidos este turno, los dos jugadores siguientes en el orden de turno roban cada uno ese mismo número de pedidos nuevos a su posición 1: primero roba todos los suyos el jugador de tu izquierda y después el siguiente.",
  "rules.orderSurge.li1": "Dos jugadores: roba el otro jugador.",
  "rules.orderSurge.li2": "Tres jugadores: roban los otros dos.",
  "rules.orderSurge.li3": "Cuatro jugadores: el tercer jugador a tu izquierda no roba.",
  "rules.example.orderSurge":
    "Con cuatro jugadores, el asiento 1 completa un Espresso y un Iced Americano. Los asientos 2 y 3 roban {drawn} pedidos nuevos cada uno a su posición 1; el asiento 4 no roba ninguno.",

  "rules.flowOfTime.p1":
    "Al final de tu turno cada carta de tu fila baja una posición: de la 1 a la 2, de la 2 a la 3, de la 3 a la 4. La carta que sale de la posición 4 es un pedido perdido: pasa a ser un «no me gusta» y, como consuelo, recibes {oneToken}.",
  "rules.flowOfTime.p2": "Con dos jugadores, después robas un pedido nuevo a tu posición 1.",
  "rules.example.flowOfTime": "El Americano de la posición 4 se cae: el asiento 1 recibe un «no me gusta» y {oneToken}. El Cocoa y el Espresso bajan una posición cada uno.",

  "rules.end.p1":
    "La ficha de inicio muestra ABIERTA. Pasa a CERRADA en cuanto un jugador tiene cinco o más «no me gusta», cuando se acaba el mazo (un robo lo vacía o no se puede hacer entero: se toma lo que queda) o cuando, tras un turno, nadie tiene ni un pedido en su fila.",
  "rules.end.p2":
    "A partir de ahí se sigue jugando hasta que todos hayan tenido el mismo número de turnos: el último turno es el del jugador a la derecha del jugador inicial. Si la ficha se da la vuelta durante su turno, la partida termina con ese turno.",
  "rules.end.p3": "Con dos jugadores: si la cierra el jugador inicial, el otro juega un turno más; si no, la partida termina en el acto.",
  "rules.example.end": "El asiento 1 ya tiene 4 «no me gusta». El Americano se cae de la posición 4 y suma {dislikes}: la ficha de inicio pasa a CERRADA.",

  "rules.scoring.p1": "Al final, cada «me gusta» vale {like}, cada mejora boca arriba {upgrade} y cada «no me gusta» resta {dislike}.",
  "rules.scoring.p2.classic": "Gana la puntuación más alta. En caso de empate gana quien tenga más «me gusta»; si sigue el empate, quien conserve más fichas de prisa; si aún persiste, comparten la victoria.",
  "rules.scoring.p2.winter": "Gana la puntuación más alta. En caso de empate gana quien tenga más «me gusta»; si sigue el empate, quien conserve más galletas; si aún persiste, comparten la victoria.",
  "rules.example.scoring": "{edition}: {likes} «me gusta», {upgrades} mejora boca arriba y {dislikes} «no me gusta» suman {score} puntos.",

  "rules.upgrades.p1":
    "Las mejoras son losetas de tu tablero personal que empiezan boca abajo. Al comienzo de tu turno puedes descartar tres «me gusta» para poner una boca arriba, una por turno; funciona desde ese turno hasta el final. Los «me gusta» descartados salen de la partida y ya no cuentan.",
  "rules.upgrades.p2": "Cuando varias mejoras doblan la misma casilla, se multiplican: dos dobles dan cuatro veces el ingrediente.",
  "rules.upgrades.p3": "Classic juega siempre con las cuatro primeras de abajo. Winter añade las dos últimas y cada partida usa cuatro de las seis.",
  "rules.upgrades.presets": "Al crear una partida de Winter, el anfitrión puede elegir un conjunto de cuatro ya preparado: {presets}.",
  "rules.upgrade.doubleMeeples": "Entrar en una casilla donde hay otro meeple te da su ingrediente dos veces. Con dos jugadores, también cuenta tu otro meeple.",
  "rules.upgrade.diagonalMovement": "Tus pasos también pueden ir en diagonal.",
  "rules.upgrade.doubleCorners": "Las cuatro casillas de esquina te dan su ingrediente dos veces.",
  "rules.upgrade.doubleSpecialties": "Las casillas de especialidad te dan su ingrediente dos veces: {special}, chocolate, agua y té.",
  "rules.upgrade.doubleDestination": "La casilla donde termina tu movimiento te da su ingrediente dos veces (solo en ese último paso).",
  "rules.upgrade.jump":
    "Puedes renunciar a todo lo que te daría tu primer paso para dar un paso más. Solo se puede renunciar al primer paso, y el paso extra cumple todas las demás reglas.",
  "rules.example.winterFirst":
    "Del reglamento de Winter. El asiento 1 tiene boca arriba Meeples dobles y Esquinas dobles, y el asiento 2 está en la esquina del café. El asiento 1 entra en esa esquina (doble por el meeple, doble por la esquina), vuelve a pasar por su casilla de vapor de salida y sigue hasta la fruta. Recoge: {collected}.",
  "rules.example.winterSecond":
    "Del reglamento de Winter. El asiento 1 tiene boca arriba Movimiento diagonal y Salto. Pisa el agua pero renuncia a ella para saltar, va en diagonal a la leche, cruza el chocolate y se detiene en el vapor: cuatro pasos sin gastar galletas. Recoge: {collected}.",
  "rules.example.doubleSpecialties": "El asiento 1 tiene boca arriba Especialidades dobles y va del café al té y luego al vapor. Recoge: {collected}.",
  "rules.example.doubleDestination": "El asiento 1 tiene boca arriba Destino doble y va del vapor a la leche y luego al café, donde termina el movimiento. Recoge: {collected}.",

  "rules.variants.p1": "Las variantes cambian algunas reglas. El anfitrión las elige al crear la partida.",
  "rules.variant.calmStart":
    "Se apartan y barajan las cuatro cartas de Ristretto y Espresso, y cada jugador recibe una en la posición 1. Luego todos reciben un pedido del mazo en la posición 2, y el jugador inicial otro más en la posición 1. Las cartas de Ristretto y Espresso que sobran salen de la partida.",
  "rules.variant.mainBoardChaos": "Las losetas de ingrediente se barajan: las cuatro de especialidad van a las cuatro casillas de copo de nieve y las otras doce al resto.",
  "rules.variant.variableUpgrades": "En vez de que la mesa elija cuatro mejoras para todos, cada jugador elige sus propias cuatro de las seis antes de empezar.",
  "rules.variant.juniorBarista":
    "Una partida más tranquila y sin mejoras. Todos empiezan con dos pedidos en cada una de las cuatro posiciones. Se mueve de una a cuatro casillas y se puede terminar en una casilla ocupada. No hay avalancha de pedidos ni paso del tiempo. La ficha pasa a CERRADA cuando un jugador ha servido todos los pedidos de su fila, y la ronda se termina como siempre. Aun así, todos empiezan con una galleta.",
  "rules.example.juniorBarista": "El asiento 1 avanza cuatro casillas sin gastar galletas y se detiene en la leche, donde está el asiento 2. Recoge: {collected}.",
};
