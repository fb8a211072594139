// Simple pet glyphs drawn in a 100 x 100 box, placed and scaled by the caller.
import type { Audience } from '../data/types'

export type Pet = Audience['pet']

const GLYPHS: Record<Pet, (fill: string, eye: string) => string> = {
  dog: (f, e) =>
    `<ellipse cx="22" cy="42" rx="13" ry="26" fill="${f}" transform="rotate(18 22 42)"/>` +
    `<ellipse cx="78" cy="42" rx="13" ry="26" fill="${f}" transform="rotate(-18 78 42)"/>` +
    `<circle cx="50" cy="52" r="32" fill="${f}"/><ellipse cx="50" cy="70" rx="16" ry="12" fill="${e}" opacity=".25"/>` +
    `<circle cx="38" cy="46" r="4" fill="${e}"/><circle cx="62" cy="46" r="4" fill="${e}"/>` +
    `<ellipse cx="50" cy="64" rx="7" ry="5" fill="${e}"/>`,
  cat: (f, e) =>
    `<path d="M18 20 L40 36 L24 56 Z M82 20 L60 36 L76 56 Z" fill="${f}"/>` +
    `<circle cx="50" cy="56" r="32" fill="${f}"/><ellipse cx="38" cy="52" rx="4" ry="6" fill="${e}"/>` +
    `<ellipse cx="62" cy="52" rx="4" ry="6" fill="${e}"/><path d="M46 64 L54 64 L50 69 Z" fill="${e}"/>` +
    `<path d="M30 68 H10 M30 73 H12 M70 68 H90 M70 73 H88" stroke="${e}" stroke-width="2" opacity=".5"/>`,
  rodents: (f, e) =>
    `<circle cx="26" cy="30" r="14" fill="${f}"/><circle cx="74" cy="30" r="14" fill="${f}"/>` +
    `<ellipse cx="50" cy="58" rx="36" ry="30" fill="${f}"/><circle cx="38" cy="52" r="4" fill="${e}"/>` +
    `<circle cx="62" cy="52" r="4" fill="${e}"/><circle cx="50" cy="64" r="4" fill="${e}"/>`,
  birds: (f, e) =>
    `<ellipse cx="46" cy="62" rx="30" ry="24" fill="${f}"/>` +
    `<circle cx="66" cy="36" r="18" fill="${f}"/><path d="M82 34 L96 40 L82 44 Z" fill="${e}"/>` +
    `<circle cx="70" cy="32" r="3.5" fill="${e}"/><path d="M20 60 L4 74 L26 72 Z" fill="${f}"/>` +
    `<ellipse cx="42" cy="62" rx="16" ry="10" fill="${e}" opacity=".2"/>`,
  fish: (f, e) =>
    `<ellipse cx="46" cy="50" rx="34" ry="22" fill="${f}"/>` +
    `<path d="M76 50 L98 30 L98 70 Z" fill="${f}"/><circle cx="28" cy="45" r="4" fill="${e}"/>` +
    `<path d="M44 34 Q52 50 44 66" stroke="${e}" stroke-width="3" fill="none" opacity=".35"/>`,
  reptiles: (f, e) =>
    `<ellipse cx="48" cy="58" rx="34" ry="22" fill="${f}"/><circle cx="86" cy="52" r="10" fill="${f}"/>` +
    `<rect x="20" y="72" width="10" height="14" rx="4" fill="${f}"/>` +
    `<rect x="62" y="72" width="10" height="14" rx="4" fill="${f}"/>` +
    `<path d="M30 52 L48 40 L66 52 L48 64 Z" fill="${e}" opacity=".25"/>` +
    `<circle cx="89" cy="50" r="2.5" fill="${e}"/>`,
  dogs: (f, e) => GLYPHS.dog(f, e),
  cats: (f, e) => GLYPHS.cat(f, e),
  vet: (f, e) =>
    `<circle cx="50" cy="50" r="40" fill="${f}"/>` +
    `<path d="M42 24 H58 V42 H76 V58 H58 V76 H42 V58 H24 V42 H42 Z" fill="${e}"/>`,
}

/** A pet glyph centred at (cx, cy) with the given size. */
export function petGlyph(pet: Pet, cx: number, cy: number, size: number, fill: string, eye: string): string {
  const scale = size / 100
  return `<g transform="translate(${cx - size / 2} ${cy - size / 2}) scale(${scale})">${GLYPHS[pet](fill, eye)}</g>`
}
