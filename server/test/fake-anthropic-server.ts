import {
  modelOf,
  startFakeLanguageModelServer,
  type FakeLanguageModelServer,
  type FakeProtocol,
} from './fake-language-model-server.ts';

function sseEvent(type: string, data: Record<string, unknown>): string {
  return `event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`;
}

/** The Anthropic Messages protocol: `POST /v1/messages`, plain JSON or SSE from message_start to message_stop. */
const anthropicMessages: FakeProtocol = {
  path: '/v1/messages',
  json: (text, body) => ({
    id: 'msg_fake',
    type: 'message',
    role: 'assistant',
    model: modelOf(body),
    content: [{ type: 'text', text }],
    stop_reason: 'end_turn',
    stop_sequence: null,
    usage: { input_tokens: 100, output_tokens: 50 },
  }),
  streamEvents: (body) => ({
    start: [
      sseEvent('message_start', {
        message: {
          id: 'msg_fake',
          type: 'message',
          role: 'assistant',
          model: modelOf(body),
          content: [],
          stop_reason: null,
          stop_sequence: null,
          usage: { input_tokens: 100, output_tokens: 1 },
        },
      }),
      sseEvent('content_block_start', { index: 0, content_block: { type: 'text', text: '' } }),
      sseEvent('ping', {}),
    ],
    piece: (text) => sseEvent('content_block_delta', { index: 0, delta: { type: 'text_delta', text } }),
    end: [
      sseEvent('content_block_stop', { index: 0 }),
      sseEvent('message_delta', {
        delta: { stop_reason: 'end_turn', stop_sequence: null },
        usage: { output_tokens: 50 },
      }),
      sseEvent('message_stop', {}),
    ],
  }),
  errorBody: (status, message) => ({
    type: 'error',
    error: {
      type: status === 401 ? 'authentication_error' : status === 529 ? 'overloaded_error' : 'api_error',
      message,
    },
  }),
};

/** A fake Anthropic Messages API; LLM_BASE_URL is its `baseUrl` (ending in /v1, as the real one does). */
export function startFakeAnthropicServer(): Promise<FakeLanguageModelServer> {
  return startFakeLanguageModelServer(anthropicMessages, { apiRoot: '/v1' });
}
