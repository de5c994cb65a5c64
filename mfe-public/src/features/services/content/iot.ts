import type { ServiceDetail } from './service-detail';

export const iot: ServiceDetail = {
  headline: 'Connected devices, from sensor to dashboard',
  intro:
    'We design embedded hardware and firmware and connect it to the cloud, so you can monitor machines, farms, buildings or deliveries in real time and act on the data.',
  includes: [
    { title: 'Embedded firmware', text: 'Reliable firmware for ESP32, STM32 and similar microcontrollers, with over-the-air updates.' },
    { title: 'Sensors and prototyping', text: 'Sensor selection, breadboard and PCB prototypes tested in your real environment.' },
    { title: 'Connectivity', text: 'Wi-Fi, Bluetooth LE, LoRaWAN or cellular, chosen for range, battery life and cost.' },
    { title: 'Cloud platform', text: 'Secure device provisioning, data storage and alerts over MQTT and HTTPS.' },
    { title: 'Dashboards and apps', text: 'Live dashboards and mobile notifications that turn readings into decisions.' },
    { title: 'Pilot to production', text: 'Field pilots, enclosure design and support for small production runs.' },
  ],
  process: [
    { title: 'Feasibility', text: 'We define what to measure or control, the environment and the budget per device.' },
    { title: 'Proof of concept', text: 'A working prototype and a simple dashboard within weeks, to prove the idea.' },
    { title: 'Pilot', text: 'A small fleet in the field; we measure battery life, range and reliability.' },
    { title: 'Roll-out and support', text: 'Production hardware, fleet monitoring and firmware updates under a support plan.' },
  ],
  deliverables: [
    'Hardware design files and bill of materials',
    'Firmware source code and update pipeline',
    'Cloud set-up and dashboard',
    'Installation guide and field test report',
  ],
  idealFor: ['Agriculture and cold-chain monitoring', 'Small factories tracking machines', 'Buildings and energy monitoring'],
  engagement: 'A paid proof of concept first (2 to 6 weeks), then pilot and roll-out phases.',
};
