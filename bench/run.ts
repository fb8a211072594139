// `npm run bench`: every benchmark in turn, each printing its figures and the ratio it is judged by.
import { benchStartup } from './startup'

await benchStartup()
process.exit(0)
