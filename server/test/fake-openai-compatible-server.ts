import {
  modelOf,
  startFakeLanguageModelServer,
  type FakeLanguageModelServer,
  type FakeProtocol,
} from './fake-language-model-server.ts';

function sseData(value: unknown): string {
  return `data: ${typeof value === 'string' ? value : JSON.stringify(value)}\n\n`;
}

/** The OpenAI chat-completions protocol: `POST /v1/chat/completions`, plain JSON or `stream: true` SSE ending in `data: [DONE]`. */
const openAiChatCompletions: FakeProtocol = {
  path: '/v1/chat/completions',
  json: (text, body) => ({
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: modelOf(body),
    choices: [{ index: 0, message: { role: 'assistant', content: text }, logprobs: null, finish_reason: 'stop' }],
    usage: { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 },
  }),
  streamEvents: (body) => {
    const chunk = (delta: Record<string, unknown>, finishReason: string | null) => ({
      id: 'chatcmpl-fake',
      object: 'chat.completion.chunk',
      created: Math.floor(Date.now() / 1000),
      model: modelOf(body),
      choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
    });
    return {
      start: [sseData(chunk({ role: 'assistant', content: '' }, null))],
      piece: (text) => sseData(chunk({ content: text }, null)),
      end: [sseData(chunk({}, 'stop')), sseData('[DONE]')],
    };
  },
  errorBody: (status, message) => ({
    error: {
      message,
      type: status === 401 ? 'invalid_request_error' : 'server_error',
      param: null,
      code: status === 401 ? 'invalid_api_key' : null,
    },
  }),
};

/** A fake OpenAI-compatible server (as OpenAI, Ollama, vLLM and llama.cpp speak it); LLM_BASE_URL is its `baseUrl`. */
export function startFakeOpenAiCompatibleServer(): Promise<FakeLanguageModelServer> {
  return startFakeLanguageModelServer(openAiChatCompletions, { apiRoot: '/v1' });
}
