/**
 * A game's channel and a player's own webhook: the panel on the game page and the section in
 * Settings. English, and the keys every language has (ko.ts, es.ts, fr.ts).
 */
export const en = {
  "channel.title": "Channel (Discord, Slack…)",
  "channel.hint": "Post this game's news in your group's chat: the start, whose turn it is, proposals to end, a rematch and the final scores.",
  "channel.onlyHost": "Only the host can connect this game to a channel.",
  "channel.playersMay": "Let every player connect or change the channel",
  "channel.mention": "Your Discord user id or Slack member id",
  "channel.mentionHint": "Turn messages then mention you, so your chat app tells you. Leave empty for no mention.",
  "channel.mentionSave": "Save",
  "channel.mentionSaved": "Saved.",
  "webhook.url": "Webhook address",
  "webhook.urlHint": "An incoming webhook from Discord (discord.com/api/webhooks/…), Slack (hooks.slack.com/services/…) or any https receiver. Keep it secret: anyone with it can post to your channel.",
  "webhook.language": "Language of the messages",
  "webhook.connect": "Connect",
  "webhook.replace": "Replace",
  "webhook.connected": "Connected: {address}",
  "webhook.flavour.discord": "Discord",
  "webhook.flavour.slack": "Slack",
  "webhook.flavour.generic": "Webhook (signed)",
  "webhook.none": "No webhook connected.",
  "webhook.failing": "Posts have failed since {date}: {error}",
  "webhook.off": "Turned off on {date} after a day of failures. Connect it again once it works.",
  "webhook.secret": "Signing secret (shown this once: copy it to your receiver, which checks the webhook-signature header the Standard Webhooks way)",
  "webhook.test": "Send a test message",
  "webhook.testSent": "Test message on its way: look in your channel.",
  "webhook.remove": "Disconnect",
  "webhook.mine": "Your own webhook",
  "webhook.mineHint": "Hears \"your turn\" in every game you sit in, with the same quiet hours and mutes as your mails.",
};
