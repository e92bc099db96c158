/** The federation feature's public surface: what other features of this package may import (lint refuses deeper imports). */
export { loadRemoteModule } from './loadRemoteModule';
export { NewVersionPrompt } from './NewVersionPrompt';
export { RemoteOverrides } from './RemoteOverrides';
