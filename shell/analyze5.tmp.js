const webpack = require(require.resolve('webpack',{paths:[require.resolve('tooling/src/webpack')]}));
const zlib = require('zlib');
const cfg = require(process.cwd() + '/webpack.config.js')({}, { mode: 'production' })[0];
cfg.output.path = '/tmp/shell-analyze5';
cfg.optimization.concatenateModules = false;
webpack(cfg, (err, stats) => {
  const c = stats.compilation;
  const rows = [];
  for (const m of c.modules) {
    const src = m.originalSource && m.originalSource();
    if (!src) continue;
    const name = (m.nameForCondition && m.nameForCondition()) || m.identifier();
    const chunks = [...c.chunkGraph.getModuleChunksIterable(m)].map(ch => ch.id).join(',');
    rows.push([zlib.gzipSync(src.source()).length, name.replace('/work/main/', ''), chunks]);
  }
  rows.sort((a, b) => b[0] - a[0]);
  const filt = process.argv[2];
  for (const r of rows.filter(r => !filt || r[1].includes(filt)).slice(0, 40)) console.log(String(r[0]).padStart(7), r[1].slice(-90), r[2]);
});
