import { useChat } from "@ai-sdk/react";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import Markdown from "react-markdown";
import remarkGfm from "remark-gfm";

/**
 * The usual approach, as the service's official example does it: useChat v4 and react-markdown over
 * each whole message on every update (so every token parses and renders the answer so far again).
 * `?throttle=` sets useChat's `experimental_throttle` (none by default, as in the example).
 */
const params = new URLSearchParams(location.search);
const throttle = params.get("throttle");

function Chat() {
  const { messages, input, handleInputChange, handleSubmit } = useChat({
    api: `${location.origin}/discovery/v1/assistant/bench/message`,
    headers: { Authorization: "Bearer svc_dsc_bench_public" },
    ...(throttle === null ? {} : { experimental_throttle: Number(throttle) }),
  });
  return (
    <main>
      <div role="log">
        {messages.map((message) => (
          <div key={message.id} data-role={message.role}>
            {message.role === "user" ? <p>{message.content}</p> : <Markdown remarkPlugins={[remarkGfm]}>{message.content}</Markdown>}
          </div>
        ))}
      </div>
      <form onSubmit={handleSubmit}>
        <textarea aria-label="Message" value={input} onChange={handleInputChange} onKeyDown={(event) => {
          if (event.key === "Enter" && !event.shiftKey) {
            event.preventDefault();
            event.currentTarget.form?.requestSubmit();
          }
        }} />
      </form>
    </main>
  );
}

createRoot(document.getElementById("widget")!).render(
  <StrictMode>
    <Chat />
  </StrictMode>,
);
