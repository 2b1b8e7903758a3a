import { TZDate, tzOffset } from '@date-fns/tz';
import { format } from 'date-fns';
let t=performance.now(); let x=0;
for (let i=0;i<1000;i++){ const d=new TZDate(2026,0,1+i%300,18,0,'America/New_York'); x+=d.getTime(); }
console.log('tzdate', performance.now()-t);
t=performance.now();
for (let i=0;i<1000;i++){ const d=new TZDate(2026,0,1+i%300,18,0,'America/New_York'); x+=format(d,'yyyy-MM-dd HH:mm').length; }
console.log('tzdate+format', performance.now()-t);
t=performance.now();
for (let i=0;i<1000;i++){ x+=tzOffset('America/New_York', new Date(Date.UTC(2026,0,1+i%300,18))); }
console.log('tzOffset', performance.now()-t);
