import type { ErrorCode } from "../../protocol/errors.js";

/**
 * The push services we send to: a device's push address must be at one of them. A subscription's
 * endpoint is whatever the client sends, so without this list a client could make the Worker call
 * any address it chose (our own, a cloud metadata address, a private network). Browsers only ever
 * hand out endpoints at their vendor's service, so the list costs real devices nothing.
 */
interface PushService {
  name: string;
  /** Exact host names, and suffixes (".push.apple.com": any host under it). */
  hosts: string[];
  suffixes: string[];
  /** Where the host comes from. */
  source: string;
}

export const PUSH_SERVICES: readonly PushService[] = [
  {
    name: "Google FCM (Chrome, Edge on Android, Opera, Samsung Internet)",
    hosts: ["fcm.googleapis.com"],
    suffixes: [],
    // Chromium's own constants: kPushMessagingGcmEndpoint "https://fcm.googleapis.com/fcm/send/" and
    // kPushMessagingWebpushEndpoint "https://fcm.googleapis.com/wp/"
    // (chromium/src components/push_messaging/push_messaging_constants.cc).
    source: "https://chromium.googlesource.com/chromium/src/+/HEAD/components/push_messaging/push_messaging_constants.cc",
  },
  {
    name: "Mozilla autopush (Firefox)",
    hosts: ["updates.push.services.mozilla.com", "push.services.mozilla.com"],
    suffixes: [],
    // Firefox endpoints are https://updates.push.services.mozilla.com/wpush/v2/… (web-push-libs' table of endpoints).
    source: "https://github.com/web-push-libs/webpush-java/wiki/Endpoints",
  },
  {
    name: "Apple Push Notification service (Safari 16+, iOS 16.4+ web apps)",
    hosts: [],
    // Safari's endpoints are at web.push.apple.com; Apple asks servers that restrict push endpoints to allow *.push.apple.com.
    suffixes: [".push.apple.com"],
    source: "https://developer.apple.com/documentation/usernotifications/sending-web-push-notifications-in-web-apps-and-browsers",
  },
  {
    name: "Microsoft WNS (Edge on Windows)",
    hosts: [],
    // Edge's push channels are WNS channel URIs, e.g. https://wns2-par02p.notify.windows.com/w/?token=…
    suffixes: [".notify.windows.com"],
    source: "https://learn.microsoft.com/en-us/windows/apps/develop/notifications/push-notifications/wns-overview",
  },
];

/** Why a push address is refused: a stable code and a sentence for the player. */
export interface EndpointRefusal {
  code: ErrorCode;
  message: string;
}

/** Null when the Worker may send to this address; else why not. Checked when a device registers and again before every send. */
export function endpointRefusal(endpoint: string): EndpointRefusal | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return { code: "PUSH_ADDRESS_INVALID", message: "The push address is not a URL." };
  }
  if (url.protocol !== "https:") return { code: "PUSH_ADDRESS_INVALID", message: "A push address must be an https URL." };
  if (url.username || url.password) return { code: "PUSH_ADDRESS_CREDENTIALS", message: "A push address cannot carry a user name or password." };
  // URL drops the default port, so any port left is another one.
  if (url.port) return { code: "PUSH_ADDRESS_PORT", message: "A push address cannot name a port." };
  const host = url.hostname.toLowerCase();
  // URL has already turned every IPv4 spelling (0x7f.1, 2130706433) into dotted decimals.
  if (host.startsWith("[") || /^[\d.]+$/.test(host)) {
    return { code: "PUSH_ADDRESS_IP", message: "A push address must name its push service, not an IP address." };
  }
  const known = PUSH_SERVICES.some((service) => service.hosts.includes(host) || service.suffixes.some((suffix) => host.endsWith(suffix)));
  if (!known) {
    return { code: "PUSH_SERVICE_UNKNOWN", message: "This push address is not at a push service we send to (Google, Mozilla, Apple or Microsoft's)." };
  }
  return null;
}
