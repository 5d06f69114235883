import type { SlideFixtures } from '@platform/slide-sdk';
import type { OrderingAnswer, OrderingData } from './core/index.js';

const batteryJourney: OrderingData = {
  text: 'Așază în ordine drumul unei baterii uzate, de la clasă la reciclare.',
  correctOrder: [
    { id: 'b1', text: 'Strângem bateriile uzate în cutia clasei' },
    { id: 'b2', text: 'Ducem cutia la punctul de colectare al școlii' },
    { id: 'b3', text: 'Profesorul comandă ridicarea deșeurilor' },
    { id: 'b4', text: 'Firma de reciclare ridică bateriile' },
    { id: 'b5', text: 'Metalele din baterii sunt recuperate' },
  ],
  points: 10,
};

const bulbCycle: OrderingData = {
  text: 'Ce se întâmplă cu un bec economic ars?',
  correctOrder: [
    { id: 'l1', text: 'Becul economic se arde' },
    { id: 'l2', text: 'Îl predăm la colectarea deșeurilor electrice' },
    { id: 'l3', text: 'Sticla și mercurul sunt separate în siguranță' },
  ],
  points: 3,
};

/**
 * Examples for the contract suite and the stories of ORDERING. The answers pin the partial credit:
 * floor(points x correct neighbour pairs / (items - 1)).
 */
export const orderingFixtures: SlideFixtures<OrderingData, OrderingAnswer> = {
  data: [
    { name: 'drumul-bateriei', data: batteryJourney },
    { name: 'ciclul-becului', data: bulbCycle },
  ],
  invalidData: [
    { name: 'fara-cerinta', data: { ...batteryJourney, text: '  ' } },
    {
      name: 'un-singur-element',
      data: { ...bulbCycle, correctOrder: [{ id: 'l1', text: 'Becul se arde' }] },
    },
    {
      name: 'elemente-goale-si-repetate',
      data: {
        text: 'Ordonează',
        correctOrder: [
          { id: 'x1', text: '' },
          { id: 'x2', text: 'Colectare' },
          { id: 'x3', text: 'colectare' },
        ],
        points: 2,
      },
    },
  ],
  legacyData: [],
  answers: [
    {
      name: 'corect',
      dataName: 'drumul-bateriei',
      answer: { order: ['b1', 'b2', 'b3', 'b4', 'b5'] },
      isCorrect: true,
      expectedPoints: 10,
    },
    {
      name: 'ultimul-pus-primul',
      dataName: 'drumul-bateriei',
      answer: { order: ['b5', 'b1', 'b2', 'b3', 'b4'] },
      expectedPoints: 7,
    },
    {
      name: 'primele-doua-inversate',
      dataName: 'drumul-bateriei',
      answer: { order: ['b2', 'b1', 'b3', 'b4', 'b5'] },
      expectedPoints: 5,
    },
    {
      name: 'invers',
      dataName: 'drumul-bateriei',
      answer: { order: ['b5', 'b4', 'b3', 'b2', 'b1'] },
      expectedPoints: 0,
    },
    {
      name: 'bec-corect',
      dataName: 'ciclul-becului',
      answer: { order: ['l1', 'l2', 'l3'] },
      isCorrect: true,
      expectedPoints: 3,
    },
    {
      name: 'bec-o-pereche',
      dataName: 'ciclul-becului',
      answer: { order: ['l3', 'l1', 'l2'] },
      expectedPoints: 1,
    },
  ],
};
