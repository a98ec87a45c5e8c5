// The server bundle once more, for the V8 startup snapshot (src/snapshot.ts):
// one CommonJS file with React in it, as `node --build-snapshot` needs (it
// loads nothing but node's own modules), built for production alone.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true },
  build: {
    ssr: 'src/snapshot.ts',
    outDir: 'dist/snapshot',
    emptyOutDir: true,
    copyPublicDir: false,
    minify: false,
    rolldownOptions: { output: { format: 'cjs', entryFileNames: 'snapshot.cjs' } },
  },
});
