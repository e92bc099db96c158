import { screen } from '@testing-library/react';
import type { AppProps } from 'single-spa';
import { lifecyclesFor } from './lifecycles';
import lifecycles from './spa';

// What single-spa passes to every lifecycle besides our own domElement.
const spaProps = (domElement: HTMLElement) =>
  ({ domElement, name: 'mf-jobs', singleSpa: {}, mountParcel: jest.fn() }) as unknown as { domElement: HTMLElement } & AppProps;

// single-spa-react resolves mount once React has rendered; inside act() that would wait forever, so these
// tests let React render on its own scheduler like in the browser.
const reactActEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeAll(() => {
  reactActEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  reactActEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
});

describe('mf-jobs/app lifecycles', () => {
  it('mount renders the area into the given element and unmount empties it', async () => {
    window.history.pushState(null, '', '/app/jobs/pricing/nowhere');
    const domElement = document.createElement('div');
    document.body.appendChild(domElement);
    const props = spaProps(domElement);

    await lifecycles.bootstrap(props);
    await lifecycles.mount(props);
    expect(await screen.findByText('Nothing here')).toBeInTheDocument();

    await lifecycles.unmount(props);
    expect(domElement).toBeEmptyDOMElement();
    domElement.remove();
  });

  it('a crash inside the area shows what failed instead of a blank area', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('chunk failed');
    }
    const broken = lifecyclesFor(Broken);
    const domElement = document.createElement('div');
    document.body.appendChild(domElement);
    const props = spaProps(domElement);

    await broken.bootstrap(props);
    await broken.mount(props);

    expect(await screen.findByRole('alert')).toHaveTextContent('The jobs area failed: chunk failed');
    await broken.unmount(props);
    domElement.remove();
  });
});
