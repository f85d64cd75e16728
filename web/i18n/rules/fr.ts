import type { Translation } from "../../../protocol/i18n/translate.js";
import type { en } from "./en.js";

/** Le texte de la page des règles (français). */
export const fr: Translation<typeof en> = {
  "rules.title.classic": "Comment jouer à Coffee Rush",
  "rules.title.winter": "Comment jouer à Coffee Rush : Winter",
  "rules.intro":
    "Tout ce que le jeu vous demande, dans l'ordre où vous le rencontrerez. Les illustrations sont dessinées par le moteur même qui fait tourner chaque partie ici : ce qu'elles montrent est exactement ce que fera la table.",
  "rules.otherEdition.classic": "Vous jouez à Winter ? Lisez les règles de Winter",
  "rules.otherEdition.winter": "Vous jouez à l'original ? Lisez les règles de Classic",
  "rules.contents": "Sommaire",
  "rules.example": "Exemple",
  "rules.before": "Avant le tour",
  "rules.after": "Après le tour",
  "rules.winterOnly": "Winter seulement",
  "rules.classicOnly": "Classic seulement",

  "rules.basics.p1":
    "Vous tenez un comptoir à café avec vos amis. Les commandes des clients attendent dans votre file ; vous les servez en remplissant des tasses avec exactement les bons ingrédients.",
  "rules.basics.li1": "Déplacez votre barista d'une à trois cases sur le plateau de 4×4 et prenez l'ingrédient de chaque case où vous passez.",
  "rules.basics.li2": "Versez ces ingrédients dans vos trois tasses.",
  "rules.basics.li3": "Une tasse qui contient exactement la recette d'une commande la sert : la carte devient un « j'aime », qui rapporte des points.",
  "rules.basics.li4": "À la fin de votre tour, vos commandes avancent d'un cran vers la sortie ; celle qui tombe devient un « je n'aime pas ».",
  "rules.basics.p2": "Accumulez les « j'aime », débloquez des améliorations avec, évitez les « je n'aime pas ». Le plus de points l'emporte.",

  "rules.editions.p1": "Coffee Rush existe en deux éditions, avec le même plateau et le même tour de jeu. Voici ce qui change :",
  "rules.editions.li1":
    "Commandes : Classic compte 80 cartes commande. Winter en compte 90 et, avant de mélanger, en écarte quelques-unes sans les regarder : 20 à deux joueurs, 10 à trois.",
  "rules.editions.li2":
    "Ingrédients : la case caramel du plateau porte un fruit dans Winter. Dans Classic, les jetons ingrédient peuvent s'épuiser ; dans Winter, jamais.",
  "rules.editions.li3":
    "Jetons de vitesse : Classic les appelle jetons rush et personne n'en a au départ ; Winter les appelle biscuits et chacun commence avec un.",
  "rules.editions.li4": "Améliorations : Classic se joue avec ses quatre améliorations. Winter en propose six, et chaque partie en utilise quatre.",
  "rules.editions.li5":
    "Points : Classic compte 1 par « j'aime » et 2 par amélioration, Winter 2 par « j'aime » et 5 par amélioration ; un « je n'aime pas » coûte 1 dans les deux.",
  "rules.editions.p2":
    "De deux à quatre personnes peuvent jouer. Chacune a trois tasses, un meeple barista (deux chacun à deux joueurs), quatre tuiles amélioration face cachée, une file de commandes aux positions 1 à 4 et deux piles : les « j'aime » (commandes servies) et les « je n'aime pas » (commandes manquées).",
  "rules.editions.p3": "Tout ce qui est sur la table est visible de tous : les tasses, les commandes, les « j'aime », les « je n'aime pas », les jetons rush ou biscuits et les améliorations de chaque joueur. Seul l'ordre de la pioche est secret. Les jetons rush et les biscuits ne s'épuisent jamais, et une tasse contient autant d'ingrédients qu'on veut.",

  "rules.setup.li1": "On mélange les cartes commande en une pioche face cachée et on désigne le premier joueur (au hasard, sauf si l'hôte le choisit).",
  "rules.setup.li2": "Chacun reçoit une commande en position 1 et une autre en position 2 de sa file ; le premier joueur reçoit en plus une seconde commande en position 1.",
  "rules.setup.tokens.classic": "Personne n'a encore de jeton rush : ils se gagnent en cours de partie.",
  "rules.setup.tokens.winter": "Chaque joueur prend un biscuit.",
  "rules.setup.li3":
    "Puis les meeples arrivent sur le plateau un par un, jamais deux sur la même case. À trois ou quatre joueurs, le voisin de droite du premier joueur place en premier et l'on continue dans le sens inverse du tour : le premier joueur place donc en dernier. À deux joueurs, le second joueur place d'abord, puis vous alternez jusqu'à ce que les quatre meeples soient posés.",
  "rules.setup.li4": "Placer un meeple vous donne l'ingrédient de sa case : versez-le dans l'une de vos tasses.",
  "rules.example.placement": "La place 1 pose son meeple sur le coin café et verse ce café dans la tasse 1. Ses tasses : {cups}.",

  "rules.turn.p1": "Le jeu tourne vers la gauche. Votre tour compte cinq étapes, toujours dans cet ordre :",
  "rules.turn.li1": "Activer une amélioration (facultatif, une au plus par tour).",
  "rules.turn.li2": "Se déplacer et récolter des ingrédients (obligatoire).",
  "rules.turn.li3": "Les verser dans vos tasses (obligatoire, mais ne rien verser est permis).",
  "rules.turn.li4": "Honorer des commandes (facultatif).",
  "rules.turn.li5": "Le temps qui passe (automatique).",
  "rules.turn.p2":
    "Ici, vous composez d'abord tout votre tour sur la table et voyez ce qu'il vous rapportera ; rien ne compte avant que vous l'envoyiez, et Annuler revient sur n'importe quelle étape.",

  "rules.movement.p1":
    "Déplacez votre meeple d'une, deux ou trois cases. Chaque pas mène à une case voisine : en haut, en bas, à gauche ou à droite (en diagonale seulement avec l'amélioration Déplacement en diagonale). À deux joueurs, choisissez l'un de vos deux meeples : tous les pas sont pour lui.",
  "rules.movement.speed.classic": "Chaque jeton rush dépensé ajoute un pas, et vous pouvez en dépenser autant que vous en avez.",
  "rules.movement.speed.winter": "Chaque biscuit dépensé ajoute un pas, et vous pouvez en dépenser autant que vous en avez.",
  "rules.movement.p2":
    "Chaque case où vous entrez vous donne son ingrédient, même si vous y êtes déjà passé pendant ce déplacement et même si un autre meeple s'y trouve.",
  "rules.movement.p3":
    "Vous pouvez traverser une case occupée par un meeple, mais pas vous y arrêter. La case de départ compte comme libre dès que vous l'avez quittée : vous pouvez y revenir.",
  "rules.movement.supply.classic":
    "Dans Classic, les jetons ingrédient sont limités : quand la réserve n'a plus d'un ingrédient, ses cases ne donnent rien jusqu'à ce que des jetons reviennent.",
  "rules.movement.supply.winter": "Dans Winter, la réserve ne s'épuise jamais.",
  "rules.example.movement":
    "La place 1 part de la vapeur, passe par le café et l'eau, traverse la case glace où se tient la place 2 et s'arrête sur le lait. Quatre pas coûtent un jeton rush. Récolte : {collected}.",

  "rules.pouring.p1": "Versez dans vos tasses les ingrédients récoltés ce tour-ci, répartis comme vous voulez. Ce que vous ne versez pas retourne à la réserve.",
  "rules.pouring.p2": "Ce qui est déjà dans une tasse y reste : on ne transvase jamais d'une tasse à l'autre. Les tasses n'ont pas de limite de taille.",
  "rules.pouring.p3": "À tout moment de votre tour, vous pouvez vider entièrement une tasse dans la réserve, par exemple quand elle ne correspond plus à aucune commande.",
  "rules.example.pouring":
    "La place 1 récolte {collected}. Elle verse le lait sur le café déjà dans la tasse 1 et le café dans la tasse 2 ; l'eau n'est pas versée et retourne à la réserve. Ses tasses maintenant : {cups}.",

  "rules.orders.p1":
    "Une tasse honore une commande de n'importe quelle position de votre file quand elle contient exactement sa recette : les mêmes ingrédients, dans les mêmes quantités, et rien d'autre.",
  "rules.orders.p2":
    "Les ingrédients de la tasse retournent à la réserve et la carte rejoint vos « j'aime ». Une tasse honore au plus une commande par tour, mais chacune de vos tasses peut en honorer une.",
  "rules.orders.p3": "Servir une commande spécialité (marquée ★) vous rapporte en plus {oneToken}.",
  "rules.orders.p4": "Rien ne vous oblige à honorer une commande : vous pouvez garder une tasse pleine pour un autre tour.",
  "rules.example.orders":
    "La tasse 1 contient de la vapeur et de l'eau. La place 1 entre sur le thé et le verse : la tasse correspond maintenant à la commande Green Tea, une spécialité. La place 1 gagne un « j'aime » et {oneToken} ; « j'aime » : {likes}.",

  "rules.orderSurge.p1":
    "Servir attire d'autres clients. Si vous avez honoré des commandes ce tour-ci, les deux joueurs suivants dans l'ordre du tour piochent chacun autant de nouvelles commandes en position 1 : d'abord votre voisin de gauche pioche toutes les siennes, puis le suivant.",
  "rules.orderSurge.li1": "À deux joueurs : l'autre joueur pioche.",
  "rules.orderSurge.li2": "À trois joueurs : les deux autres piochent.",
  "rules.orderSurge.li3": "À quatre joueurs : le troisième joueur à votre gauche ne pioche pas.",
  "rules.example.orderSurge":
    "À quatre joueurs, la place 1 honore un Espresso et un Iced Americano. Les places 2 et 3 piochent chacune {drawn} nouvelles commandes en position 1 ; la place 4 n'en pioche aucune.",

  "rules.flowOfTime.p1":
    "À la fin de votre tour, chaque carte de votre file descend d'une position : de 1 à 2, de 2 à 3, de 3 à 4. Une carte qui sort de la position 4 est une commande manquée : elle devient un « je n'aime pas », et vous recevez {oneToken} en compensation.",
  "rules.flowOfTime.p2": "À deux joueurs, vous piochez ensuite une nouvelle commande en position 1.",
  "rules.example.flowOfTime": "L'Americano en position 4 tombe : la place 1 reçoit un « je n'aime pas » et {oneToken}. Le Cocoa et l'Espresso descendent chacun d'une position.",

  "rules.end.p1":
    "Le jeton de départ est sur OUVERT. Il passe sur FERMÉ dès qu'un joueur a cinq « je n'aime pas » ou plus, quand la pioche est épuisée (une pioche la vide ou ne peut pas se faire en entier : on prend ce qui reste), ou quand, après un tour, plus personne n'a la moindre commande dans sa file.",
  "rules.end.p2":
    "Ensuite, on continue jusqu'à ce que tout le monde ait joué le même nombre de tours : le dernier tour est celui du voisin de droite du premier joueur. Si le jeton se retourne pendant son tour, la partie s'arrête avec ce tour.",
  "rules.end.p3": "À deux joueurs : si le premier joueur le ferme, l'autre joue encore un tour ; sinon la partie s'arrête aussitôt.",
  "rules.example.end": "La place 1 a déjà 4 « je n'aime pas ». L'Americano sort de la position 4 et en fait {dislikes} : le jeton de départ passe sur FERMÉ.",

  "rules.scoring.p1": "À la fin, chaque « j'aime » vaut {like}, chaque amélioration face visible {upgrade}, et chaque « je n'aime pas » coûte {dislike}.",
  "rules.scoring.p2.classic": "Le score le plus élevé l'emporte. En cas d'égalité, gagne celui qui a le plus de « j'aime » ; s'il y a encore égalité, celui à qui il reste le plus de jetons rush ; sinon, la victoire est partagée.",
  "rules.scoring.p2.winter": "Le score le plus élevé l'emporte. En cas d'égalité, gagne celui qui a le plus de « j'aime » ; s'il y a encore égalité, celui à qui il reste le plus de biscuits ; sinon, la victoire est partagée.",
  "rules.example.scoring": "{edition} : {likes} « j'aime », {upgrades} amélioration face visible et {dislikes} « je n'aime pas » font {score} points.",

  "rules.upgrades.p1":
    "Les améliorations sont des tuiles de votre plateau personnel, d'abord face cachée. Au début de votre tour, vous pouvez défausser trois « j'aime » pour en retourner une, une seule par tour ; elle agit dès ce tour et jusqu'à la fin de la partie. Les « j'aime » défaussés quittent le jeu et ne comptent plus.",
  "rules.upgrades.p2": "Quand plusieurs améliorations doublent la même case, elles se multiplient : deux doublements donnent quatre fois l'ingrédient.",
  "rules.upgrades.p3": "Classic se joue toujours avec les quatre premières ci-dessous. Winter ajoute les deux dernières, et chaque partie en utilise quatre sur six.",
  "rules.upgrades.presets": "En créant une partie de Winter, l'hôte peut prendre un ensemble de quatre tout prêt : {presets}.",
  "rules.upgrade.doubleMeeples": "Entrer sur une case où se tient un autre meeple vous donne son ingrédient en double. À deux joueurs, votre autre meeple compte aussi.",
  "rules.upgrade.diagonalMovement": "Vos pas peuvent aussi aller en diagonale.",
  "rules.upgrade.doubleCorners": "Les quatre cases de coin vous donnent leur ingrédient en double.",
  "rules.upgrade.doubleSpecialties": "Les cases spécialité vous donnent leur ingrédient en double : {special}, chocolat, eau et thé.",
  "rules.upgrade.doubleDestination": "La case où s'achève votre déplacement vous donne son ingrédient en double (pour ce dernier pas seulement).",
  "rules.upgrade.jump":
    "Vous pouvez renoncer à tout ce que vous rapporterait votre premier pas pour faire un pas de plus. Seul le premier pas peut être sacrifié, et le pas supplémentaire suit toutes les autres règles.",
  "rules.example.winterFirst":
    "Tiré du livret de Winter. La place 1 a Double meeple et Coins doubles face visible, et la place 2 se tient sur le coin café. La place 1 entre sur ce coin (double pour le meeple, double pour le coin), repasse par sa case vapeur de départ et continue jusqu'au fruit. Récolte : {collected}.",
  "rules.example.winterSecond":
    "Tiré du livret de Winter. La place 1 a Déplacement en diagonale et Saut face visible. Elle entre sur l'eau mais y renonce pour sauter, part en diagonale vers le lait, traverse le chocolat et s'arrête sur la vapeur : quatre pas sans dépenser de biscuit. Récolte : {collected}.",
  "rules.example.doubleSpecialties": "La place 1 a Spécialités doubles face visible et va du café au thé, puis à la vapeur. Récolte : {collected}.",
  "rules.example.doubleDestination": "La place 1 a Destination double face visible et va de la vapeur au lait, puis au café, où s'achève le déplacement. Récolte : {collected}.",

  "rules.variants.p1": "Les variantes modifient quelques règles. L'hôte les choisit en créant la partie.",
  "rules.variant.calmStart":
    "Les quatre cartes Ristretto et Espresso sont mises à part et mélangées, et chaque joueur en reçoit une en position 1. Puis chacun reçoit une commande de la pioche en position 2, et le premier joueur une de plus en position 1. Les cartes Ristretto et Espresso restantes quittent la partie.",
  "rules.variant.mainBoardChaos": "Les tuiles ingrédient sont mélangées : les quatre tuiles spécialité sur les quatre cases flocon, les douze autres sur le reste.",
  "rules.variant.variableUpgrades": "Au lieu que la table choisisse quatre améliorations pour tous, chaque joueur choisit ses propres quatre parmi les six avant de jouer.",
  "rules.variant.juniorBarista":
    "Une partie plus douce, sans améliorations. Chacun commence avec deux commandes sur chacune des quatre positions. On se déplace d'une à quatre cases et l'on peut s'arrêter sur une case occupée. Il n'y a ni afflux de commandes ni temps qui passe. Le jeton passe sur FERMÉ quand un joueur a servi toutes les commandes de sa file, et l'on termine le tour de table comme d'habitude. Chacun commence tout de même avec un biscuit.",
  "rules.example.juniorBarista": "La place 1 avance de quatre cases sans dépenser de biscuit et s'arrête sur le lait, où se tient la place 2. Récolte : {collected}.",
};
