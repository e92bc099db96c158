// Types `props.theme` in every styled component of the workspace as the studio theme.
import 'styled-components';
import type { StudioTheme } from './theme';

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- augmentation must be an interface
  export interface DefaultTheme extends StudioTheme {}
}
