import { defineConfig } from 'tsdown'

// One ES module per source file (unbundled), so each component keeps its own 'use client'
// directive and an app loads only the components it imports; declarations beside them.
export default defineConfig({
  entry: ['src/components/*/index.ts', 'src/lib/cn.ts'],
  outDir: 'dist',
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  unbundle: true,
  dts: true,
  sourcemap: false,
  fixedExtension: false,
  clean: ['dist/components', 'dist/lib'],
  inputOptions: {
    // 'use client' stays at the top of each module (unbundled), which rolldown warns it may not
    onLog(level, log, handler) {
      if (log.code === 'MODULE_LEVEL_DIRECTIVE' || log.code === 'PLUGIN_TIMINGS') return
      handler(level, log)
    },
  },
})
