import { RuleTester } from 'eslint';
import { afterAll, describe, it } from 'vitest';
import { noCrossFeatureImports } from './no-cross-feature-imports.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.afterAll = afterAll;

const file = '/repo/apps/web/src/features/alumni/DataDiriForm.tsx';
const error = { messageId: 'crossFeature' };

new RuleTester().run('no-cross-feature-imports', noCrossFeatureImports, {
  valid: [
    { filename: file, code: "import { x } from './labels';" },
    { filename: file, code: "import { FormGrid } from '../../components/FormGrid';" },
    { filename: file, code: "import { api } from '../../lib/api-client';" },
    { filename: file, code: "import { MSG } from '@madrasah/contract/messages';" },
    { filename: '/repo/apps/web/src/app/routes.ts', code: "const page = () => import('../features/siswa/SiswaDetailPage');" },
  ],
  invalid: [
    { filename: file, code: "import { FormGrid } from '../siswa/FormGrid';", errors: [error] },
    { filename: file, code: "export { LABEL } from '../siswa/labels';", errors: [error] },
    { filename: file, code: "const Tab = () => import('../../features/siswa/record-tabs');", errors: [error] },
    { filename: '/repo/apps/web/src/features/bk/hasil-tes/HasilTesPage.tsx', code: "import { x } from '../../konsultasi/api';", errors: [error] },
  ],
});
