import { bootstrap } from './app/bootstrap.tsx';

void bootstrap();
