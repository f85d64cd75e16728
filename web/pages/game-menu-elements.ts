// The game menu's parts, one module loaded on demand (game-page.ts loadMenuParts): notifications,
// the group's channel, share and embed.
import "../channel/cr-channel-panel.js";
import "../push/cr-push-toggle.js";
import "../share/cr-share-embed.js";
