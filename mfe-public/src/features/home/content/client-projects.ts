// The clientele carousel: four client projects (spec section 2), also shown as static cards before it loads.
import mehtaOrganics from '../../../assets/clients/mehta-organics.svg';
import greenfieldAgritech from '../../../assets/clients/greenfield-agritech.svg';
import saffronTable from '../../../assets/clients/saffron-table.svg';
import carepointClinic from '../../../assets/clients/carepoint-clinic.svg';

export interface ClientProject {
  client: string;
  title: string;
  text: string;
  tags: string[];
  image: string;
  imageAlt: string;
}

export const CLIENT_PROJECTS: ClientProject[] = [
  {
    client: 'Mehta Organics',
    title: 'Online store and stock manager',
    text: 'A storefront with UPI payments and a back office that keeps stock in step across two shops.',
    tags: ['Software Development', 'Digital Presence'],
    image: mehtaOrganics,
    imageAlt: 'Mehta Organics online store: product grid with prices and a basket',
  },
  {
    client: 'GreenField AgriTech',
    title: 'Soil sensors and field dashboard',
    text: 'Low-power moisture sensors over LoRa and a dashboard that tells farmers when to irrigate.',
    tags: ['Embedded Systems & IoT'],
    image: greenfieldAgritech,
    imageAlt: 'GreenField dashboard: a soil moisture chart and a map of sensor readings',
  },
  {
    client: 'Saffron Table',
    title: 'Restaurant brand and menu',
    text: 'A new name, logo, menu design and social media kit for a family restaurant in Indore.',
    tags: ['Brand Identity', 'Design & Creatives'],
    image: saffronTable,
    imageAlt: 'Saffron Table brand board: logo, colour swatches and a menu card',
  },
  {
    client: 'CarePoint Clinic',
    title: 'Appointment booking and support',
    text: 'Online booking with SMS reminders, plus a support plan that keeps the front desk running.',
    tags: ['Software Development', 'Technical Support'],
    image: carepointClinic,
    imageAlt: 'CarePoint booking screen: a calendar with free appointment slots',
  },
];
