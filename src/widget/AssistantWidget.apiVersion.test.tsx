import { screen, waitFor } from "@testing-library/react";
import { answerEventsV2, V2_HEADERS } from "../chat/v2/testing/answerEventsV2";
import { answerLines } from "../chat/testing/replyLines";
import { askQuestion, messagesOf, openWidget, renderWidget } from "./testing/renderWidget";

describe("AssistantWidget apiVersion", () => {
  test('apiVersion="v2": the question goes to the v2 endpoint as v5 UI messages and the answer is drawn as on v1', async () => {
    const { user, fetch, domain } = renderWidget([{ lines: answerEventsV2("Install it with **npm**.", { threadId: "T2" }), headers: V2_HEADERS }], {
      apiVersion: "v2",
      baseUrl: "https://svc.example",
    });
    await openWidget(user);
    await askQuestion(user, "How do I install it?");
    await waitFor(() => expect(messagesOf("assistant")[0]).toHaveTextContent("Install it with npm."));
    expect(await screen.findByRole("button", { name: "Helpful" })).toBeInTheDocument();
    expect(fetch.requests[0]!.url).toBe(`https://svc.example/discovery/v2/assistant/${domain}/message`);
    expect(fetch.requests[0]!.body).toMatchObject({ messages: [{ role: "user", parts: [{ type: "text", text: "How do I install it?" }] }] });
  });

  test("by default the service's v1 endpoint", async () => {
    const { user, fetch, domain } = renderWidget([{ lines: answerLines("On v1.") }], { baseUrl: "https://svc.example" });
    await openWidget(user);
    await askQuestion(user, "Which version?");
    await waitFor(() => expect(messagesOf("assistant")[0]).toHaveTextContent("On v1."));
    expect(fetch.requests[0]!.url).toBe(`https://svc.example/discovery/v1/assistant/${domain}/message`);
  });
});
