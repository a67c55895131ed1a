import { Streamdown } from "streamdown";
import { mountPeerChat } from "./peerChat";

/**
 * Peer: streamdown (Vercel's streaming markdown for AI answers) with its defaults (block splitting,
 * memoized blocks, unfinished syntax completed), `isAnimating` while the answer streams, and useChat's
 * throttle at 40 ms as its docs suggest.
 */
mountPeerChat((markdown, _id, streaming) => (
  <Streamdown isAnimating={streaming} mode={streaming ? "streaming" : "static"}>
    {markdown}
  </Streamdown>
));
