// Retries a check until it passes or time runs out (vitest's expect.poll needs a running vitest; the runner
// is a plain script): for what the page settles into after an event (an answer shown, a field synced).
export async function eventually<T>(check: () => Promise<T> | T, timeoutMs = 5_000, everyMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      return await check()
    } catch (error) {
      if (Date.now() >= deadline) throw error
      await new Promise((resolve) => setTimeout(resolve, everyMs))
    }
  }
}
