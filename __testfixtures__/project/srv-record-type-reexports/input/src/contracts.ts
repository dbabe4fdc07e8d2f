// The record shapes other teams build against, under the names they know.
import type { XmppRecord as ChatRecord } from './schema/xmpp';

export type { ChatRecord };
