/**
 * Every text a person reads that SPEC.md fixes, spelt exactly as the spec spells it (typos included:
 * the spec is the contract and the end-to-end tests check these strings).
 */
export const MESSAGES = {
  errorScreen: 'Some Error Occured',
  welcomeDashboard: 'Welcome to Dashboard',

  nameRequired: 'Name is Required',
  imageRequired: 'Image is Required',
  passwordMismatch: 'Password did not match',
  passwordTooShort: 'Password should be at least 6 characters',
  wrongCredentials: 'Wrong email or password',

  productNameRequired: 'Name is Required',
  marketPriceRequired: 'Market Price is required',
  askingPriceRequired: 'Asking Price is required',
  yearRequired: 'Years Of Purchase is required',
  locationRequired: 'Location is required',
  phoneRequired: 'Phone Number is required',
  descriptionRequired: 'Description is required',

  confirmDeleteUser: 'Are you sure you want to delete the user?',
  confirmVerifySeller: 'Are you sure you want to verify the seller?',
  confirmDeleteProduct: 'Are you sure you want to delete this product?',
  confirmDeleteReported: 'Are you sure you want to delete th product?',
  confirmReport: 'Are you sure you want to report this product to the admin?',
  confirmSignOut: 'Are You Sure?',

  noOrders: 'You Have No Orders',
  noReportedItems: 'No Reported Items',
  onAdvertisement: 'On the advertisement',

  paymentSuccess: 'Congratulations..Payment Successful',

  toastBooked: 'Congratulations!! You have successfully booked a new product',
  toastBuyerDeleted: 'Buyer Deleted Successfully',
  toastSellerDeleted: 'Seller Deleted Successfully',
  toastVerified: 'Successfully Verified',
  toastOrderDeleted: 'Deleted successfully',
  toastProductDeleted: 'Successfully Deleted',
  toastAdvertised: 'Successfully Added to Advertisement',
  toastReportedItemDeleted: 'Deleted successfully',
  toastProductAdded: 'Congratulations! You have successfully added the product',
  toastReported: 'Reported Successfully!!',
  toastReportCancelled: 'Okay!!',
  toastPaid: 'Succesfully Paid! Order Confirmed!',
} as const;
