/**
 * Push notices and the installed app: the switch on the game and settings pages, the device list,
 * the offline notice, and the words of the notices themselves (which the service worker writes in
 * the device's language, so this module is also bundled into sw.js on its own).
 * English, and the keys every language has (ko.ts, es.ts, fr.ts).
 */
export const en = {
  "push.title": "Notifications on this device",
  "push.turnOn": "Notify me when it's my turn",
  "push.turnOff": "Turn notifications off",
  "push.on": "This device gets a notification when it's your turn, when a clock runs low and when a game ends.",
  "push.off": "Get a notification on this device the moment it's your turn (quiet hours and your mail settings apply).",
  "push.unsupported": "This browser can't show notifications. On an iPhone, add the site to your home screen first.",
  "push.denied": "Notifications are blocked for this site in your browser's settings.",
  "push.notSetUp": "Notifications are not available on this server.",
  "push.working": "One moment…",
  "push.devices": "Devices that get notifications",
  "push.devicesNone": "No device gets notifications for this account yet.",
  "push.deviceAdded": "added {date}",
  "push.deviceForAccount": "all your games",
  "push.deviceForGames": "{n} game(s) by link",
  "push.remove": "Remove",
  "push.removeLabel": "Stop notifications on {device}",
  "push.offline": "You're offline. The app still opens; games update when you're back online.",
  "notice.turn.title": "Your turn",
  "notice.turn.body": "Coffee Rush with {others} is waiting for you.",
  "notice.turn.bodyAlone": "A game of Coffee Rush is waiting for you.",
  "notice.reminder.title": "Your clock is running low",
  "notice.reminder.body": "Play your turn in Coffee Rush with {others} before {deadline}.",
  "notice.gameover.title": "The game is over",
  "notice.gameover.body": "You finished {rank} of {players} in Coffee Rush with {others}.",
  "notice.gameover.resigned": "{names} resigned, so ranked last.",
  "notice.talk.title": "{from} at the table",
  "notice.plan.title": "Your planned turn was played",
  "notice.plan.body": "Coffee Rush with {others} went on with the move you planned.",
  "notice.plan.bodyAlone": "Your game of Coffee Rush went on with the move you planned.",
};
