  xy z

 	 
q
last