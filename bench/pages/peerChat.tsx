import { useChat } from "@ai-sdk/react";
import { StrictMode, type ReactNode } from "react";
import { createRoot } from "react-dom/client";

/** Draws one assistant message's markdown; `id` is the message's, `streaming` true while it grows. */
export type DrawAnswer = (markdown: string, id: string, streaming: boolean) => ReactNode;

/**
 * The chat around a peer's markdown renderer in the bench: useChat v4 against the bench server with
 * the throttle the peer recommends (`?throttle=`, 40 ms unless given), a `role="log"` transcript and
 * a message box sent by Enter. Only the drawing of answers differs between peers.
 */
export function mountPeerChat(drawAnswer: DrawAnswer): void {
  const params = new URLSearchParams(location.search);
  const throttle = Number(params.get("throttle") ?? 40);

  function Chat() {
    const { messages, input, status, handleInputChange, handleSubmit } = useChat({
      api: `${location.origin}/discovery/v1/assistant/bench/message`,
      headers: { Authorization: "Bearer svc_dsc_bench_public" },
      experimental_throttle: throttle,
    });
    const busy = status === "submitted" || status === "streaming";
    return (
      <main>
        <div role="log">
          {messages.map((message, index) => (
            <div key={message.id} data-role={message.role}>
              {message.role === "user" ? <p>{message.content}</p> : drawAnswer(message.content, message.id, busy && index === messages.length - 1)}
            </div>
          ))}
        </div>
        <form onSubmit={handleSubmit}>
          <textarea
            aria-label="Message"
            value={input}
            onChange={handleInputChange}
            onKeyDown={(event) => {
              if (event.key === "Enter" && !event.shiftKey) {
                event.preventDefault();
                event.currentTarget.form?.requestSubmit();
              }
            }}
          />
        </form>
      </main>
    );
  }

  createRoot(document.getElementById("widget")!).render(
    <StrictMode>
      <Chat />
    </StrictMode>,
  );
}
