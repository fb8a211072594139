// The in-process route from SSR loaders to the API app, registered by the server entry (never in the browser).
// `page` is the page request the call is made for: the API looks the visitor's session up once per page.
type Transport = (request: Request, page?: object) => Promise<Response>

let transport: Transport | undefined

export function setServerTransport(next: Transport): void {
  transport = next
}

export function serverTransport(): Transport {
  if (!transport) throw new Error('The API transport is not registered: the server entry must start the backend first')
  return transport
}
