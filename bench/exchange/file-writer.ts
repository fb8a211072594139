// Text written to a file as it is produced: small chunks gathered into a buffer of about 64 KB, each full buffer
// handed to the stream and its drain awaited, so a document of any size never sits in memory whole.
import { createWriteStream } from 'node:fs'
import { once } from 'node:events'

export type FileWriter = {
  write(text: string): Promise<void>
  close(): Promise<void>
}

const FLUSH_AT = 64 * 1024

export function fileWriter(file: string): FileWriter {
  const stream = createWriteStream(file, { encoding: 'utf8' })
  let pending: string[] = []
  let size = 0
  const flush = async () => {
    if (pending.length === 0) return
    const chunk = pending.join('')
    pending = []
    size = 0
    if (!stream.write(chunk)) await once(stream, 'drain')
  }
  return {
    async write(text) {
      pending.push(text)
      size += text.length
      if (size >= FLUSH_AT) await flush()
    },
    async close() {
      await flush()
      stream.end()
      await once(stream, 'finish')
    },
  }
}
