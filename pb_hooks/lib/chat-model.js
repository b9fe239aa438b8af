// The optional language model behind the chat (decision 027): any OpenAI-compatible
// chat-completions endpoint, when LLM_API_URL, LLM_API_KEY and LLM_MODEL are all set. The reply
// must arrive within the time budget, or the answer without the model is given.
const BUDGET_SECONDS = 8
// $http.send counts whole seconds; what is left of the budget after the engine and storage.
const REQUEST_SECONDS = BUDGET_SECONDS - 1

function env(name) {
  return String($os.getenv(name) || '').trim()
}

/** The model settings for the bundle's replyTo(), or null when no model is configured. */
function modelSettings() {
  const base = env('LLM_API_URL').replace(/\/+$/, '')
  const key = env('LLM_API_KEY')
  const model = env('LLM_MODEL')
  if (!base || !key || !model) return null
  return {
    model,
    transport(body) {
      const response = $http.send({
        url: `${base}/chat/completions`,
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${key}` },
        body: JSON.stringify(body),
        timeout: REQUEST_SECONDS,
      })
      if (response.statusCode !== 200) throw new Error(`model answered ${response.statusCode}`)
      return response.json
    },
  }
}

module.exports = { modelSettings }
