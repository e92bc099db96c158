// mf-feed: the feed area (feeds and posts, docs, messages), the comments panel and the dashboard's Messages parcels, built by the workspace's one federation factory.
const { createRemoteConfig } = require('tooling/src/webpack');

module.exports = createRemoteConfig({
  name: 'mf-feed',
  dir: __dirname,
  exposes: {
    './app': './src/spa.tsx',
    './PostFormModal': './src/parcels/PostFormModal.tsx',
    './MemoFormModal': './src/parcels/MemoFormModal.tsx',
    './CommentsPanel': './src/parcels/CommentsPanel.tsx',
    './MyMessagesWidget': './src/parcels/MyMessagesWidget.tsx',
  },
  devPort: 3004,
});
