/** The one lifecycle test every remote's `./app` runs: mount, unmount, and what a render crash shows. */
import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { AppProps } from 'single-spa';

type SpaTestProps = {
  domElement: HTMLElement;
  errorBoundary?: (error: Error, info: unknown, props: unknown) => JSX.Element;
} & AppProps;
type TestedLifecycles = {
  bootstrap(props: SpaTestProps): Promise<unknown>;
  mount(props: SpaTestProps): Promise<unknown>;
  unmount(props: SpaTestProps): Promise<unknown>;
};

export type RemoteLifecycleCase = {
  /** the remote's package name, e.g. `mf-jobs` */
  remote: string;
  /** the remote's `./app` lifecycles */
  lifecycles: TestedLifecycles;
  /** the remote's `lifecyclesFor`, to wrap a component that throws */
  lifecyclesFor(Root: ComponentType<{ domElement: HTMLElement } & AppProps>): TestedLifecycles;
  /** an address inside the area that renders `shows` */
  at: string;
  shows: string;
  /** the remote's own panel text when a component throws `chunk failed` (standalone page, no host boundary) */
  failure: string;
};

// What single-spa passes to every lifecycle besides our own props.
const spaProps = (remote: string, domElement: HTMLElement, extra: Partial<SpaTestProps> = {}) =>
  ({ domElement, name: remote, singleSpa: {}, mountParcel: jest.fn(), ...extra }) as unknown as SpaTestProps;

function Broken(): never {
  throw new Error('chunk failed');
}

async function mountedIn<T>(lifecycles: TestedLifecycles, props: SpaTestProps, check: () => Promise<T>) {
  document.body.appendChild(props.domElement);
  await lifecycles.bootstrap(props);
  await lifecycles.mount(props);
  await check();
  await lifecycles.unmount(props);
  props.domElement.remove();
}

/** Defines the lifecycle tests of a remote's `./app` (call it at the top level of `src/spa.test.tsx`). */
export function describeRemoteLifecycles({ remote, lifecycles, lifecyclesFor, at, shows, failure }: RemoteLifecycleCase): void {
  describe(`${remote}/app lifecycles`, () => {
    // single-spa-react resolves mount once React has rendered; inside act() that would wait forever, so these
    // tests let React render on its own scheduler like in the browser.
    const reactActEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    beforeAll(() => {
      reactActEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    });
    afterAll(() => {
      reactActEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    });

    it('mount renders the area into the given element and unmount empties it', async () => {
      window.history.pushState(null, '', at);
      const props = spaProps(remote, document.createElement('div'));
      await lifecycles.bootstrap(props);
      document.body.appendChild(props.domElement);
      await lifecycles.mount(props);
      expect(await screen.findByText(shows)).toBeInTheDocument();
      await lifecycles.unmount(props);
      expect(props.domElement).toBeEmptyDOMElement();
      props.domElement.remove();
    });

    it('a crash inside the area shows what failed instead of a blank area (no host boundary)', async () => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      await mountedIn(lifecyclesFor(Broken), spaProps(remote, document.createElement('div')), async () => {
        expect(await screen.findByRole('alert')).toHaveTextContent(failure);
      });
    });

    it("a crash inside the area goes to the host's error boundary when the host passes one", async () => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const hostBoundary = jest.fn((error: Error) => <p role="status">host caught: {error.message}</p>);
      await mountedIn(
        lifecyclesFor(Broken),
        spaProps(remote, document.createElement('div'), { errorBoundary: hostBoundary }),
        async () => {
          expect(await screen.findByRole('status')).toHaveTextContent('host caught: chunk failed');
          expect(screen.queryByText(failure)).not.toBeInTheDocument();
        },
      );
    });
  });
}
