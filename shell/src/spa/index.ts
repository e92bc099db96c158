/** The spa feature's public surface: what other features of this package may import (lint refuses deeper imports). */
export { RemoteArea } from './RemoteArea';
export { remoteAreaHost } from './areaElements';
