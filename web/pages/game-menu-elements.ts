// The game menu's elements, one module loaded on demand (game-page.ts loadMenuElements): notifications,
// the group's channel, share and embed.
import "../channel/cr-channel-panel.js";
import "../push/cr-push-toggle.js";
import "../share/cr-share-embed.js";
