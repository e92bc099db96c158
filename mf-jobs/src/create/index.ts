/** The create feature's public surface: what other features of this package may import (lint refuses deeper imports). */
export { JobCreateForm } from './JobCreateForm';
