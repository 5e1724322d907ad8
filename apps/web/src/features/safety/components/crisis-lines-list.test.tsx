import { crisisLinesFor } from '@sendero/shared';
import { render, screen } from '@testing-library/react';
import { CrisisLinesList } from './crisis-lines-list';

const noLineSentence =
  'No tenemos verificada ninguna línea para tu país. Si estás en peligro, llama al número de emergencias local o acude al centro de salud más cercano.';
const emergenciesOnlySentence =
  'No hemos podido verificar ninguna línea nacional de ayuda en crisis para tu país. Si estás en peligro, llama a estos números de emergencias o acude al centro de salud más cercano.';

describe('CrisisLinesList', () => {
  it("shows Paraguay's 155 to call with one tap and the 911 under immediate danger, without a notice", () => {
    render(<CrisisLinesList lines={crisisLinesFor('PY')} />);
    expect(screen.getByRole('link', { name: /^Llamar al\s*155\s*Línea 155 «Te escucha»/ })).toHaveAttribute('href', 'tel:155');
    expect(screen.getByRole('heading', { name: 'Si estás en peligro inmediato' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Llamar al\s*911\s*Emergencias/ })).toHaveAttribute('href', 'tel:911');
    expect(screen.queryByText(noLineSentence)).not.toBeInTheDocument();
    expect(screen.queryByText(emergenciesOnlySentence)).not.toBeInTheDocument();
  });

  it("says Guatemala has no crisis line we could verify, above its emergency numbers, and never Spain's 024", () => {
    render(<CrisisLinesList lines={crisisLinesFor('GT')} />);
    expect(screen.getByText(emergenciesOnlySentence)).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['tel:110', 'tel:122', 'tel:123']);
    expect(document.body).not.toHaveTextContent('024');
  });

  it('tells a person in a country without lines to call their local emergency number', () => {
    render(<CrisisLinesList lines={[]} />);
    expect(screen.getByText(noLineSentence)).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('names the country in the notice where every country is listed', () => {
    render(<CrisisLinesList lines={crisisLinesFor('GQ')} place="Guinea Ecuatorial" />);
    expect(
      screen.getByText(
        'No tenemos verificada ninguna línea para Guinea Ecuatorial. Si estás en peligro, llama al número de emergencias local o acude al centro de salud más cercano.',
      ),
    ).toBeInTheDocument();
  });
});
