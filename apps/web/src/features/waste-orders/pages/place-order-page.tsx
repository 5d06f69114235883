import { useNavigate } from 'react-router-dom';
import { Alert, Button } from '@platform/ui';
import {
  CreateWasteOrderInputSchema,
  GENERIC_MESSAGES,
  type CreateWasteOrderInput,
} from '@platform/contracts';
import { PageHeader } from '../../../shared/ui/page-header.js';
import { PageSpinner } from '../../../shared/ui/page-spinner.js';
import { readApiError } from '../../../shared/api/api-error.js';
import { useSubmitLock } from '../../../shared/forms/use-submit-lock.js';
import { notify } from '../../../shared/toasts/notify.js';
import { PATHS } from '../../../app/routing/paths.js';
import {
  useCreateWasteOrderMutation,
  useGetOrderCountiesQuery,
  useGetWasteOrderDefaultQuery,
} from '../waste-orders-api.js';
import { addressText, WasteOrderForm, type WasteOrderFormValues } from '../components/waste-order-form.js';
import { ORDER_TEXTS, WASTE_ORDERS_MESSAGES as M } from '../waste-orders-messages.js';
import { useOrderUpload } from '../use-order-upload.js';
import '../waste-orders.css';

/** /plasare-comanda (PROFESOR): a collection order for the teacher's school, prefilled from the server. */
export function PlaceOrderPage({ title }: { title: string }) {
  const defaults = useGetWasteOrderDefaultQuery();
  const counties = useGetOrderCountiesQuery();
  const [createOrder] = useCreateWasteOrderMutation();
  const upload = useOrderUpload();
  const { isLocked, run } = useSubmitLock();
  const navigate = useNavigate();

  const place = async (values: CreateWasteOrderInput) =>
    (await run(async () => {
      try {
        await createOrder(values).unwrap();
        notify.success(ORDER_TEXTS.created);
        void navigate(PATHS.ordersReport);
        return null;
      } catch (error) {
        const problem = readApiError(error, M.createFailed);
        notify.error(problem.message);
        return problem;
      }
    })) ?? null;

  const body = () => {
    if (defaults.isLoading || counties.isLoading) return <PageSpinner />;
    if (!defaults.data || !counties.data) {
      return <Alert tone="danger">{GENERIC_MESSAGES.pageLoadFailed}</Alert>;
    }
    const data = defaults.data;
    if (!data.school) return <Alert tone="warning">{ORDER_TEXTS.noSchool}</Alert>;
    const schoolAddress = addressText(data.pickupAddress);
    const initial: WasteOrderFormValues = {
      contactPersonName: data.contactPersonName,
      contactPersonPhone: data.contactPersonPhone,
      contactPersonEmail: data.contactPersonEmail,
      pickupAddressSameWithSchoolAddress: data.pickupAddressSameWithSchoolAddress,
      pickupAddress: schoolAddress,
      deeeKg: '',
      dbaKg: '',
      becuriSiNeoaneKg: '',
      photos: data.photos,
      deeeOrderNumber: '',
      dbaOrderNumber: '',
    };
    return (
      <>
        <p className="waste-order-form__school">
          {M.schoolLabel}: <strong>{data.school.numeInstitutieInvatamant}</strong>
        </p>
        <WasteOrderForm
          schema={CreateWasteOrderInputSchema}
          initial={initial}
          schoolAddress={schoolAddress}
          counties={counties.data}
          upload={upload}
          onSubmit={place}
          footer={
            <Button type="submit" size="lg" disabled={isLocked} className="waste-order-form__submit">
              {M.placeOrder}
            </Button>
          }
        />
      </>
    );
  };

  return (
    <>
      <PageHeader title={title} />
      {body()}
    </>
  );
}
