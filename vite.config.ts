import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  server: { port: 3000 },
  ssr: {
    // Native or WASM packages load their own files at run time: keep them out of the bundle.
    external: ['@electric-sql/pglite', 'pg', 'sharp', 'nodemailer', 'pdfkit'],
  },
  plugins: [tanstackStart({ srcDirectory: 'src' }), viteReact()],
})
