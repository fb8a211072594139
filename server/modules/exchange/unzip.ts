// Unpacks the zips 1C sent (zip=yes) into the upload area. Every entry name is confined like an uploaded
// filename (zip-slip), and the declared sizes must add up to at most the limit before anything is written;
// yauzl checks each entry's real size against its declaration while inflating, so a bomb cannot lie its way in.
import { createWriteStream } from 'node:fs'
import { mkdir, readdir, rm } from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import yauzl, { type Entry, type ZipFile } from 'yauzl'
import { Refused } from '../../domain-errors'
import { translate } from '../../i18n'
import { confinedPath } from './upload-area'

/** More entries than any catalogue with its pictures needs; a zip holding more is refused unread. */
const MAX_ENTRIES = 500_000

const openZip = (file: string) =>
  new Promise<ZipFile>((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true, autoClose: false, validateEntrySizes: true }, (error, zip) =>
      error ? reject(error) : resolve(zip),
    ),
  )

/** Every entry of the central directory, read before any is unpacked. */
const readEntries = (zip: ZipFile) =>
  new Promise<Entry[]>((resolve, reject) => {
    const entries: Entry[] = []
    zip.on('entry', (entry: Entry) => {
      entries.push(entry)
      zip.readEntry()
    })
    zip.on('end', () => resolve(entries))
    zip.on('error', reject)
    zip.readEntry()
  })

const openEntry = (zip: ZipFile, entry: Entry) =>
  new Promise<NodeJS.ReadableStream>((resolve, reject) =>
    zip.openReadStream(entry, (error, stream) => (error ? reject(error) : resolve(stream))),
  )

const badEntry = (name: string) =>
  new Refused(translate('exchange_1c_zip_bad_entry', 'ru', { name: name.slice(0, 100) }))

/** yauzl itself refuses absolute and `..` entry names before we see them; its words for it. */
const YAUZL_BAD_NAME = /^(?:invalid relative path|absolute path): (.*)$/

function badZip(error: unknown): Refused {
  if (error instanceof Refused) return error
  const message = error instanceof Error ? error.message : String(error)
  const name = YAUZL_BAD_NAME.exec(message)?.[1]
  return name === undefined ? new Refused(translate('exchange_1c_bad_zip', 'ru', { reason: message })) : badEntry(name)
}

/** Unpacks one zip into `area`; returns the absolute paths of the files it held. */
export async function unpackZip(file: string, area: string, limit: number): Promise<string[]> {
  let zip: ZipFile | undefined
  try {
    zip = await openZip(file)
    if (zip.entryCount > MAX_ENTRIES) throw new Refused(translate('exchange_1c_zip_too_large', 'ru', { limit }))
    const entries = await readEntries(zip)
    const targets = entries.map((entry) => {
      const name = entry.fileName.replace(/\/$/, '')
      try {
        return { entry, target: confinedPath(area, name), directory: entry.fileName.endsWith('/') }
      } catch {
        throw badEntry(entry.fileName)
      }
    })
    const total = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0)
    if (total > limit) throw new Refused(translate('exchange_1c_zip_too_large', 'ru', { limit }))
    const written: string[] = []
    for (const { entry, target, directory } of targets) {
      if (directory) {
        await mkdir(target, { recursive: true })
        continue
      }
      await mkdir(path.dirname(target), { recursive: true })
      await pipeline(await openEntry(zip, entry), createWriteStream(target))
      written.push(target)
    }
    return written
  } catch (error) {
    throw badZip(error)
  } finally {
    zip?.close()
  }
}

/**
 * Unpacks the zips lying in the area's top folder and removes each once unpacked. 1C sends a zip in several
 * mode=file parts and never says which is the last, so unpacking waits for mode=import, when all parts are in.
 */
export async function unpackPendingZips(area: string, limit: number): Promise<void> {
  const names = await readdir(area).catch(() => [] as string[])
  for (const name of names.filter((item) => item.toLowerCase().endsWith('.zip')).sort()) {
    const file = path.join(area, name)
    await unpackZip(file, area, limit)
    await rm(file, { force: true })
  }
}
