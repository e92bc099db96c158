/**
 * Printing shows one element alone, on A4 (the statement, the review's feedback report): everything else on the page —
 * the shell's chrome, side panels, a dialog's buttons — is left out, the element is laid from the page's top-left at
 * full width in black, its scrolling regions (`data-scroll`) print whole and its list items are not split across pages.
 * Render it anywhere while the element is on the page.
 */
import { createGlobalStyle } from 'styled-components';

export const PrintOnly = createGlobalStyle<{ elementId: string; fontSize?: string }>`
  @page {
    size: A4;
    margin: 12mm;
  }
  @media print {
    body * {
      visibility: hidden;
    }
    #${({ elementId }) => elementId},
    #${({ elementId }) => elementId} * {
      visibility: visible;
    }
    #${({ elementId }) => elementId} {
      position: absolute;
      top: 0;
      left: 0;
      width: 100%;
      font-size: ${({ fontSize = '9pt' }) => fontSize};
      color: #000;
    }
    #${({ elementId }) => elementId} [data-scroll] {
      overflow: visible;
    }
    #${({ elementId }) => elementId} li {
      break-inside: avoid;
    }
  }
`;
