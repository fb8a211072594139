// A person's name short enough for a table column: a Russian full name "Фамилия Имя Отчество" becomes
// "Фамилия И. О."; any other name stays as written.
export function shortPersonName(fullName: string): string {
  const words = fullName.trim().split(/\s+/)
  if (words.length !== 3) return fullName.trim()
  const [surname, ...given] = words
  return `${surname} ${given.map((word) => `${word.charAt(0).toUpperCase()}.`).join(' ')}`
}
